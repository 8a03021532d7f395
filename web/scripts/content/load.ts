// Loads and validates every content collection of a locale. Every file is read and checked,
// and all problems are reported together in one ContentError naming file and field.
import { readdirSync, readFileSync, existsSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import {
  collections,
  defaultLocale,
  type CollectionDefinition,
  type CollectionName,
  type LoadedCollections,
} from "../../app/content/collections.ts";
import { goals as goalsSchema } from "../../app/content/schema/index.ts";
import { ContentError, fieldPath, type ContentProblem } from "./errors.ts";
import { escapeHtml, fillFacts } from "./facts.ts";
import { parseMarkdownEntry, parseYamlText } from "./parse.ts";
import { checkReferences } from "./references.ts";

export type { LoadedCollections };

export const webDir = join(import.meta.dirname, "..", "..");
/** The content folder: web/content, or the folder CONTENT_DIR names (a test's broken copy). */
export const contentRoot = process.env.CONTENT_DIR
  ? resolve(process.env.CONTENT_DIR)
  : join(webDir, "content");

interface Source {
  file: string;
  slug?: string;
  data: unknown;
  html?: string;
  words?: number;
  untranslated?: true;
}

/** A content file as problems name it: "content/en/jobs/x.md", wherever the content root is. */
const displayPath = (root: string, path: string) => join("content", relative(root, path));

function readSources(
  name: CollectionName,
  localeDir: string,
  problems: ContentProblem[],
  root: string,
): Source[] {
  const definition: CollectionDefinition = collections[name];
  const target = join(localeDir, definition.path);
  const display = (path: string) => displayPath(root, path);
  if (definition.kind === "data") {
    const file = `${target}.yaml`;
    if (!existsSync(file)) {
      problems.push({ file: display(file), field: "", message: "is missing" });
      return [];
    }
    const parsed = parseYamlText(display(file), readFileSync(file, "utf8"));
    if (!parsed.ok) problems.push(parsed.problem);
    return parsed.ok ? [{ file: display(file), data: parsed.value }] : [];
  }
  const extension = definition.kind === "entries" ? ".md" : ".yaml";
  if (!existsSync(target)) {
    problems.push({ file: display(target), field: "", message: "folder is missing" });
    return [];
  }
  const sources: Source[] = [];
  for (const fileName of readdirSync(target).sort()) {
    const file = display(join(target, fileName));
    if (!fileName.endsWith(extension)) {
      problems.push({
        file,
        field: "",
        message: `is not a ${extension} file; this folder holds ${definition.label.toLowerCase()} only`,
      });
      continue;
    }
    const slug = fileName.slice(0, -extension.length);
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) {
      problems.push({
        file,
        field: "",
        message:
          "file name must be lower-case words joined by hyphens (it becomes the page's address)",
      });
      continue;
    }
    const source = readFileSync(join(target, fileName), "utf8");
    if (definition.kind === "entries") {
      const parsed = parseMarkdownEntry(file, source);
      if (!parsed.ok) problems.push(parsed.problem);
      else
        sources.push({
          file,
          slug,
          data: parsed.value.data,
          html: parsed.value.html,
          words: parsed.value.words,
        });
    } else {
      const parsed = parseYamlText(file, source);
      if (!parsed.ok) problems.push(parsed.problem);
      else sources.push({ file, slug, data: parsed.value });
    }
  }
  if (sources.length === 0 && problems.length === 0)
    problems.push({ file: display(target), field: "", message: "holds no entries" });
  return sources;
}

/** A rendered body's site links under the language's prefix (`href="/services"` → `href="/de/services"`). */
function localiseLinks(html: string, locale: string): string {
  if (locale === defaultLocale) return html;
  return html.replace(/href="\/(?!\/|api\/|assets\/|images\/)/g, `href="/${locale}/`);
}

function validate(
  name: CollectionName,
  sources: Source[],
  problems: ContentProblem[],
  locale: string = defaultLocale,
): unknown {
  const definition: CollectionDefinition = collections[name];
  const values: unknown[] = [];
  for (const source of sources) {
    // An entry shown from English reads its facts in English, a translation in its language.
    const factLocale = source.untranslated ? defaultLocale : locale;
    const filled = fillFacts(
      source.data,
      (fact, path) =>
        problems.push({
          file: source.file,
          field: fieldPath(path),
          message: `{${fact}} is not a fact in site.ts`,
        }),
      [],
      undefined,
      factLocale,
    );
    const result = definition.schema.safeParse(filled);
    if (!result.success) {
      for (const issue of result.error.issues)
        problems.push({ file: source.file, field: fieldPath(issue.path), message: issue.message });
      continue;
    }
    if (definition.kind === "data") return result.data;
    const entry = { slug: source.slug, ...(result.data as object) } as Record<string, unknown>;
    if (source.untranslated) entry.untranslated = true;
    if (definition.kind === "entries") {
      // The body may refer to facts too ("write to {site.contact.careersEmail}").
      const html = fillFacts(
        source.html ?? "",
        (fact) =>
          problems.push({
            file: source.file,
            field: "body",
            message: `{${fact}} is not a fact in site.ts`,
          }),
        [],
        escapeHtml,
        factLocale,
      );
      Object.assign(entry, { html: localiseLinks(html as string, locale), words: source.words });
    }
    values.push(entry);
  }
  return sortEntries(values as Record<string, unknown>[]);
}

/** Entries in their reading order: by `order`, else newest `date` first, else by slug. */
function sortEntries(entries: Record<string, unknown>[]): Record<string, unknown>[] {
  return [...entries].sort((a, b) => {
    if (typeof a.order === "number" && typeof b.order === "number") return a.order - b.order;
    if (typeof a.date === "string" && typeof b.date === "string")
      return b.date.localeCompare(a.date) || String(a.slug).localeCompare(String(b.slug));
    return String(a.slug).localeCompare(String(b.slug));
  });
}

/** Which entries a language shows in English, for the build's report. */
export interface TranslationReport {
  locale: string;
  /** Collections and entries the language has its own file for. */
  translated: number;
  /** `collection` (a data file) or `collection/slug` shown from English. */
  fallbacks: string[];
}

/** The display path of a collection's file or entry under `localeDir`. */
function fileOfIn(root: string, localeDir: string) {
  return (name: CollectionName, slug?: string) => {
    const definition: CollectionDefinition = collections[name];
    const { kind, path } = definition;
    const file =
      kind === "data"
        ? `${path}.yaml`
        : slug
          ? join(path, `${slug}${kind === "entries" ? ".md" : ".yaml"}`)
          : path;
    return displayPath(root, join(localeDir, file));
  };
}

/**
 * A translation's sources over the English ones: each entry or data file the language has
 * replaces its English original; the rest stay English, marked `untranslated`. A translated
 * entry without an English original is a problem (its page would exist in one language only).
 */
function translatedSources(
  name: CollectionName,
  root: string,
  locale: string,
  problems: ContentProblem[],
  report: TranslationReport,
): Source[] {
  const definition: CollectionDefinition = collections[name];
  const english = readSources(name, join(root, defaultLocale), problems, root);
  const target = join(root, locale, definition.path);
  const present = definition.kind === "data" ? existsSync(`${target}.yaml`) : existsSync(target);
  const own = present ? readSources(name, join(root, locale), problems, root) : [];
  if (definition.kind === "data") {
    if (own.length > 0) report.translated += 1;
    else report.fallbacks.push(name);
    return own.length > 0 ? own : english;
  }
  const originals = new Set(english.map((s) => s.slug));
  for (const source of own) {
    if (!originals.has(source.slug))
      problems.push({
        file: source.file,
        field: "",
        message: `has no English original (${fileOfIn(root, join(root, defaultLocale))(name, source.slug)}): a translation sits beside an English entry of the same file name`,
      });
  }
  const bySlug = new Map(own.map((s) => [s.slug, s]));
  return english.map((source) => {
    const translation = bySlug.get(source.slug);
    if (translation) {
      report.translated += 1;
      return translation;
    }
    report.fallbacks.push(`${name}/${source.slug}`);
    return { ...source, untranslated: true };
  });
}

/** content/goals.json: the goals traffic counting knows, one list for every language. */
function checkGoals(root: string, problems: ContentProblem[]): void {
  const path = join(root, "goals.json");
  const file = displayPath(root, path);
  if (!existsSync(path)) {
    problems.push({ file, field: "", message: "is missing" });
    return;
  }
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    problems.push({ file, field: "", message: `is not valid JSON (${(error as Error).message})` });
    return;
  }
  const result = goalsSchema.safeParse(data);
  if (!result.success)
    for (const issue of result.error.issues)
      problems.push({ file, field: fieldPath(issue.path), message: issue.message });
}

/**
 * Every collection of `locale`, validated and cross-checked; throws a ContentError listing every
 * problem. A language other than English falls back to English entry by entry (translatedSources).
 */
export function loadContent(
  locale: string = defaultLocale,
  root: string = contentRoot,
): LoadedCollections {
  return loadContentWithReport(locale, root).content;
}

/** loadContent, with which entries the language shows from English. */
export function loadContentWithReport(
  locale: string = defaultLocale,
  root: string = contentRoot,
): { content: LoadedCollections; report: TranslationReport } {
  const localeDir = join(root, locale);
  const problems: ContentProblem[] = [];
  const report: TranslationReport = { locale, translated: 0, fallbacks: [] };
  const loaded = {} as Record<CollectionName, unknown>;
  for (const name of Object.keys(collections) as CollectionName[]) {
    const sources =
      locale === defaultLocale
        ? readSources(name, localeDir, problems, root)
        : translatedSources(name, root, locale, problems, report);
    loaded[name] = validate(name, sources, problems, locale);
  }
  checkGoals(root, problems);
  if (problems.length === 0) problems.push(...checkReferences(loaded, fileOfIn(root, localeDir)));
  if (problems.length > 0) throw new ContentError(problems);
  return { content: loaded as LoadedCollections, report };
}
