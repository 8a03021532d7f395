// The editor edits every language (issue 18, item 10): Sveltia's i18n with one folder per
// language (web/content/<locale>/…), every collection and file translatable, and the values that
// are the same in every language (slugs, addresses, images, references, figures, dates, choices)
// copied from English rather than translated.
import { describe, expect, it } from "vitest";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { allLanguages } from "../../../app/site";
import { CONTENT_FOLDER, cmsConfig, sameInEveryLanguage } from "../../../scripts/cms/config.ts";
import type { CmsField } from "../../../scripts/cms/fields.ts";

const locales = allLanguages.map((l) => l.code);
const config = cmsConfig({ repo: "example/site", locales: [...locales] });
type Collection = {
  name: string;
  folder?: string;
  i18n?: unknown;
  fields?: CmsField[];
  files?: { name: string; file: string; i18n?: unknown; fields: CmsField[] }[];
};
const collections = config.collections as unknown as Collection[];

/** Every field with its path, nested fields included. */
function* walk(fields: CmsField[], at: string): Generator<[string, CmsField]> {
  for (const field of fields) {
    const path = `${at}.${field.name}`;
    yield [path, field];
    if (field.i18n === "duplicate") continue; // copied whole: its parts need no marks
    if (field.fields) yield* walk(field.fields, path);
    if (field.field) yield* walk([field.field], `${path}[]`);
  }
}
const allFields = collections.flatMap((c) => [
  ...walk(c.fields ?? [], c.name),
  ...(c.files ?? []).flatMap((f) => [...walk(f.fields, `${c.name}/${f.name}`)]),
]);
const field = (path: string) => allFields.find(([p]) => p === path)?.[1];

describe("CMS i18n", () => {
  it("keeps each language in its own folder, English the default", () => {
    expect(config.i18n).toMatchObject({
      structure: "multiple_folders",
      locales: ["en", "de", "ja", "ar"],
      default_locale: "en",
    });
  });

  it("starts a new entry in English alone: a language's file is written once it is translated", () => {
    // Sveltia: initial_locales turns on the per-entry language switches (it replaces the
    // deprecated save_all_locales: false); "default" enables the default locale only.
    expect(config.i18n).toMatchObject({ initial_locales: "default" });
    expect(config.i18n).not.toHaveProperty("save_all_locales");
  });

  it("offers every language the site has, which each have a content folder", () => {
    const folders = readdirSync(join(__dirname, "../../../content"));
    for (const code of locales) expect(folders, code).toContain(code);
  });

  it("places the locale as the folder under web/content/, as on disk", () => {
    for (const c of collections) {
      if (c.folder)
        expect(c.folder, c.name).toMatch(new RegExp(`^${CONTENT_FOLDER}/\\{\\{locale\\}\\}/`));
      for (const f of c.files ?? [])
        expect(f.file, f.name).toMatch(
          new RegExp(`^${CONTENT_FOLDER}/\\{\\{locale\\}\\}/.+\\.yaml$`),
        );
    }
  });

  it("makes every collection and every file translatable", () => {
    for (const c of collections) {
      expect(c.i18n, c.name).toBe(true);
      for (const f of c.files ?? []) expect(f.i18n, `${c.name}/${f.name}`).toBe(true);
    }
  });

  it("marks every field, nested ones included, translated or copied", () => {
    for (const [path, f] of allFields) expect([true, "duplicate"], path).toContain(f.i18n);
  });

  it("never leaves a field out of a language's file (i18n: false): each file is a whole entry", () => {
    for (const [path, f] of allFields) expect(f.i18n, path).not.toBe(false);
  });

  it("copies slugs, addresses, images, references, figures, dates and choices", () => {
    const copied = [
      "case-studies.industry", // a reference to an industry
      "case-studies.services", // references to services
      "case-studies.image",
      "case-studies.order",
      "case-studies.datePublished",
      "industries.serviceSlugs",
      "industries.caseStudySlugs",
      "services.link",
      "services.gradient",
      "news.date",
      "news.category",
      "jobs.salary",
    ];
    for (const path of copied) {
      const f = field(path);
      if (!f) continue; // a collection's shape may change; the rules below still hold
      expect(f.i18n, path).toBe("duplicate");
    }
    for (const [path, f] of allFields) {
      if (["href", "slug", "src", "portrait", "route"].includes(f.name))
        expect(f.i18n, path).toBe("duplicate");
      if (["number", "boolean", "datetime", "select"].includes(f.widget))
        expect(f.i18n, path).toBe("duplicate");
    }
  });

  it("translates words: titles, summaries, bodies and labels", () => {
    for (const path of [
      "case-studies.title",
      "case-studies.summary",
      "case-studies.body",
      "news.title",
      "news.body",
    ]) {
      const f = field(path);
      expect(f, path).toBeDefined();
      expect(f?.i18n, path).toBe(true);
    }
    // A label beside an address is words, the address is not.
    const labelled = allFields.filter(([p]) => p.endsWith(".label"));
    expect(labelled.length).toBeGreaterThan(0);
    for (const [path, f] of labelled)
      if (f.widget === "string" && !f.pattern) expect(f.i18n, path).toBe(true);
  });

  it("decides by widget, pattern and name", () => {
    expect(sameInEveryLanguage({ name: "title", label: "Title", widget: "string" })).toBe(false);
    expect(sameInEveryLanguage({ name: "href", label: "Href", widget: "string" })).toBe(true);
    expect(
      sameInEveryLanguage({
        name: "x",
        label: "X",
        widget: "string",
        pattern: ["^[a-z]+$", "a slug"],
      }),
    ).toBe(true);
    expect(sameInEveryLanguage({ name: "n", label: "N", widget: "number" })).toBe(true);
    expect(
      sameInEveryLanguage({
        name: "tags",
        label: "Tags",
        widget: "list",
        field: { name: "item", label: "Item", widget: "string" },
      }),
    ).toBe(false);
  });
});
