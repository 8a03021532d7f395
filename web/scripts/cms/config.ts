// The CMS configuration (/admin/config.yml), generated from the collection registry and the
// schemas, so a collection or field added there is editable without touching this code.
//   entries → folder collection of Markdown files (front matter + a Markdown body)
//   items   → folder collection of YAML files
//   data    → a file collection; data files in a subfolder ("pages/home") are grouped into one
//             collection per subfolder ("pages"), one file each
// Paths are relative to the repository root, with the locale as a folder ({{locale}}), as on disk.
import {
  collections,
  defaultLocale,
  type CollectionDefinition,
} from "../../app/content/collections.ts";
import { fieldOf, fieldsOf, isObjectSchema, labelOf, type CmsField } from "./fields.ts";

/** Where content and uploads live, relative to the repository root. */
export const CONTENT_FOLDER = "web/content";
export const MEDIA_FOLDER = "web/public/uploads";
export const PUBLIC_FOLDER = "/uploads";

export interface CmsOptions {
  /** The GitHub repository, "owner/name". */
  repo: string;
  branch?: string;
  /** The site's origin, for the editor's "view site" link. */
  siteUrl?: string;
  /** Locale folders under web/content/ (the default locale first). */
  locales?: string[];
  /** An OAuth client for "Sign in with GitHub" (without one, editors sign in with a token). */
  oauthBaseUrl?: string;
}

type CmsCollection = Record<string, unknown> & { name: string; label: string };

export const localePath = (path: string) => `${CONTENT_FOLDER}/{{locale}}/${path}`;

/**
 * Values that are the same in every language: an address, a slug, a reference to another entry,
 * an image or icon, a colour, a code. They are recognised by the pattern their schema holds
 * (every such string field has one), by the names below (the few without a pattern), or by
 * their widget (a figure, a date, a choice, a switch).
 */
const SAME_IN_EVERY_LANGUAGE = new Set([
  "slug",
  "href",
  "src",
  "image",
  "portrait",
  "avatar",
  "gradient",
  "color",
  "swatchClass",
  "token",
  "route",
  "id",
]);
const UNTRANSLATED_WIDGETS = new Set(["number", "boolean", "datetime", "select"]);

/** Whether a field's value is copied from English into every language rather than translated. */
export function sameInEveryLanguage(field: CmsField): boolean {
  if (UNTRANSLATED_WIDGETS.has(field.widget)) return true;
  if (field.widget === "string" && (field.pattern || SAME_IN_EVERY_LANGUAGE.has(field.name)))
    return true;
  // A list of slugs (an industry's services, a case study's services).
  if (field.widget === "list" && field.field && !field.fields)
    return sameInEveryLanguage(field.field);
  // An object of figures and codes only (a salary: currency, amounts, unit).
  if (field.widget === "object" && field.fields?.length)
    return field.fields.every(sameInEveryLanguage);
  return false;
}

/**
 * Each language's file is a whole entry (the build validates it with the same schema), so a value
 * that is the same in every language is `i18n: duplicate` (copied from English, kept in step when
 * English changes) rather than `false` (which would leave it out of the other languages' files);
 * words are `i18n: true`. Objects and lists of objects are translated, with their own
 * untranslated values marked inside them.
 */
export function withI18n(field: CmsField): CmsField {
  if (sameInEveryLanguage(field)) return { ...field, i18n: "duplicate" };
  return {
    ...field,
    i18n: true,
    ...(field.fields ? { fields: field.fields.map(withI18n) } : {}),
    ...(field.field ? { field: withI18n(field.field) } : {}),
  };
}

function identifierOf(fields: CmsField[]): string | undefined {
  const text = fields.filter((f) => f.widget === "string");
  return (text.find((f) => f.name === "title") ?? text.find((f) => f.name === "name") ?? text[0])
    ?.name;
}

function sortingOf(fields: CmsField[]) {
  const date = fields.find((f) => f.widget === "datetime");
  const order = fields.find((f) => f.name === "order" && f.widget === "number");
  const by = order
    ? { field: order.name, direction: "ascending" }
    : date
      ? { field: date.name, direction: "descending" }
      : undefined;
  if (!by) return {};
  const title = identifierOf(fields);
  return {
    sortable_fields: { fields: [...new Set([by.field, ...(title ? [title] : [])])], default: by },
  };
}

function folderCollection(name: string, definition: CollectionDefinition): CmsCollection {
  const fields = fieldsOf(definition.schema, name);
  const markdown = definition.kind === "entries";
  const identifier = identifierOf(fields);
  return {
    name,
    label: definition.label,
    folder: localePath(definition.path),
    extension: markdown ? "md" : "yaml",
    format: markdown ? "yaml-frontmatter" : "yaml",
    create: true,
    delete: true,
    // The file name is the entry's slug (its URL): made from the title when the entry is created.
    slug: "{{slug}}",
    ...(identifier ? { identifier_field: identifier } : {}),
    ...sortingOf(fields),
    i18n: true,
    fields: [
      ...fields,
      ...(markdown ? [{ name: "body", label: "Body", widget: "markdown", i18n: true }] : []),
    ].map(withI18n),
  };
}

function dataFile(name: string, definition: CollectionDefinition) {
  // A file holding a list at its top level is edited as one list (Sveltia's `root` list).
  const fields = isObjectSchema(definition.schema)
    ? fieldsOf(definition.schema, name)
    : [{ ...fieldOf("items", definition.schema, name), label: definition.label, root: true }];
  return {
    name: name.replace(/\//g, "-"),
    label: definition.label,
    file: `${localePath(definition.path)}.yaml`,
    i18n: true,
    fields: fields.map(withI18n),
  };
}

/** The collections of the CMS, in the registry's order (file groups where their first file is). */
export function cmsCollections(): CmsCollection[] {
  const result: CmsCollection[] = [];
  const groups = new Map<string, CmsCollection & { files: ReturnType<typeof dataFile>[] }>();
  for (const [name, definition] of Object.entries(collections) as [
    string,
    CollectionDefinition,
  ][]) {
    if (definition.kind !== "data") {
      result.push(folderCollection(name, definition));
      continue;
    }
    const folder = definition.path.includes("/")
      ? definition.path.slice(0, definition.path.lastIndexOf("/"))
      : undefined;
    const file = dataFile(name, definition);
    if (!folder) {
      result.push({ name: file.name, label: definition.label, i18n: true, files: [file] });
      continue;
    }
    let group = groups.get(folder);
    if (!group) {
      group = {
        name: folder.replace(/\//g, "-"),
        label: folder === "pages" ? "Page copy" : labelOf(folder),
        i18n: true,
        files: [],
      };
      groups.set(folder, group);
      result.push(group);
    }
    group.files.push(file);
  }
  const names = result.map((c) => c.name);
  const duplicate = names.find((n, i) => names.indexOf(n) !== i);
  if (duplicate)
    throw new Error(
      `cms: two CMS collections would be named "${duplicate}"; rename one in app/content/collections.ts`,
    );
  return result;
}

/** The whole configuration, as an object to write as YAML. */
export function cmsConfig(options: CmsOptions) {
  const locales = options.locales?.length ? options.locales : [defaultLocale];
  return {
    backend: {
      name: "github",
      repo: options.repo,
      branch: options.branch ?? "main",
      ...(options.oauthBaseUrl ? { base_url: options.oauthBaseUrl } : {}),
      commit_messages: {
        create: "Content: create {{collection}} “{{slug}}”",
        update: "Content: update {{collection}} “{{slug}}”",
        delete: "Content: delete {{collection}} “{{slug}}”",
        uploadMedia: "Content: upload “{{path}}”",
        deleteMedia: "Content: delete “{{path}}”",
      },
    },
    ...(options.siteUrl ? { site_url: options.siteUrl, display_url: options.siteUrl } : {}),
    app_title: "Kaveri Digital · Content editor",
    logo: { src: "/favicon.svg" },
    media_folder: MEDIA_FOLDER,
    public_folder: PUBLIC_FOLDER,
    // Slugs as the build accepts them: lower-case ASCII words joined by hyphens.
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    // An optional field left empty is left out of the file, as the schemas expect ("" is not one
    // of an optional choice's values: the build would refuse the post a save wrote).
    output: { omit_empty_optional_fields: true },
    // A language's file exists only once someone translates the entry: a new entry starts in
    // English alone (initial_locales) and each language is turned on per entry, so an entry the
    // company publishes in English only (a news post, a job) is never saved half-empty in the
    // others (which the build would refuse). Existing entries open with the languages they have.
    i18n: {
      structure: "multiple_folders",
      locales,
      default_locale: defaultLocale,
      initial_locales: "default",
    },
    collections: cmsCollections(),
  };
}
