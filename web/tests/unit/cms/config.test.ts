// The CMS configuration and the content schemas agree: every registered collection has its
// place in the editor, with the same fields, required flags, options and limits. The schemas are
// read here through Zod's own JSON Schema export, a route independent of the generator's walk.
import { parse, stringify } from "yaml";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { collections, type CollectionDefinition } from "../../../app/content/collections.ts";
import { CONTENT_FOLDER, cmsConfig } from "../../../scripts/cms/config.ts";
import { CmsSchemaError, fieldsOf, type CmsField } from "../../../scripts/cms/fields.ts";

interface JsonSchema {
  type?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  maxLength?: number;
  default?: unknown;
  anyOf?: JsonSchema[];
}

const config = cmsConfig({ repo: "example/site" });
type Collection = {
  name: string;
  folder?: string;
  files?: { file: string; fields: CmsField[] }[];
  fields?: CmsField[];
  create?: boolean;
  extension?: string;
};
const cmsCollections = config.collections as unknown as Collection[];

/** Asserts that a CMS field list offers exactly what an object JSON Schema accepts. */
function expectSameFields(schema: JsonSchema, fields: CmsField[], where: string) {
  expect(schema.type, where).toBe("object");
  expect(
    fields.map((f) => f.name),
    `${where}: field names`,
  ).toEqual(Object.keys(schema.properties ?? {}));
  for (const field of fields) {
    const property = schema.properties?.[field.name] as JsonSchema;
    const at = `${where}.${field.name}`;
    expect(field.required !== false, `${at}: required`).toBe(
      (schema.required ?? []).includes(field.name),
    );
    expectSameField(property, field, at);
  }
}

function expectSameField(schema: JsonSchema, field: Omit<CmsField, "name" | "label">, at: string) {
  const choices = schema.enum ?? (schema.const !== undefined ? [schema.const] : undefined);
  if (choices) {
    expect(field.widget, at).toBe("select");
    expect(field.options, `${at}: options`).toEqual(choices);
    return;
  }
  switch (schema.type) {
    case "string":
      if (schema.format === "date") {
        expect(field.widget, at).toBe("datetime");
        expect([field.format, field.time_format], `${at}: date only`).toEqual([
          "YYYY-MM-DD",
          false,
        ]);
      } else {
        expect(["string", "text"], at).toContain(field.widget);
        expect(field.maxlength, `${at}: maximum length`).toBe(schema.maxLength);
      }
      return;
    case "number":
    case "integer":
      expect(field.widget, at).toBe("number");
      expect(field.value_type, at).toBe(schema.type === "integer" ? "int" : "float");
      return;
    case "boolean":
      expect(field.widget, at).toBe("boolean");
      return;
    case "object": {
      const keys = Object.keys(schema.properties ?? {});
      // Keys that are no field names ("Production Ready") make a key-value list, one entry a key.
      if (keys.some((key) => !/^[A-Za-z0-9_-]+$/.test(key))) {
        expect(field.widget, at).toBe("keyvalue");
        expect([field.min, field.max], `${at}: one entry a key`).toEqual([
          keys.length,
          keys.length,
        ]);
        for (const key of keys) expect(field.hint, `${at}: names ${key}`).toContain(key);
        return;
      }
      expect(field.widget, at).toBe("object");
      expectSameFields(schema, field.fields ?? [], at);
      return;
    }
    case "array": {
      const items = schema.items as JsonSchema;
      expect(field.min ?? 0, `${at}: fewest items`).toBe(schema.minItems ?? 0);
      expect(field.max, `${at}: most items`).toBe(schema.maxItems);
      if (items.enum) {
        expect([field.widget, field.multiple, field.options], at).toEqual([
          "select",
          true,
          items.enum,
        ]);
      } else if (items.type === "object") {
        expect(field.widget, at).toBe("list");
        expectSameFields(items, field.fields ?? [], `${at}[]`);
      } else {
        expect(field.widget, at).toBe("list");
        expect(field.field, `${at}: item field`).toBeDefined();
        expectSameField(items, field.field as CmsField, `${at}[]`);
      }
      return;
    }
  }
  throw new Error(`${at}: no comparison for JSON Schema ${JSON.stringify(schema).slice(0, 120)}`);
}

const jsonSchemaOf = (definition: CollectionDefinition) =>
  z.toJSONSchema(definition.schema, { io: "input", unrepresentable: "any" }) as JsonSchema;

describe("CMS configuration", () => {
  const registered = Object.entries(collections) as [string, CollectionDefinition][];

  it.each(registered)(
    "edits %s with the schema's fields, required flags and options",
    (name, definition) => {
      const path = `${CONTENT_FOLDER}/{{locale}}/${definition.path}`;
      const schema = jsonSchemaOf(definition);
      if (definition.kind === "data") {
        const file = cmsCollections
          .flatMap((c) => c.files ?? [])
          .find((f) => f.file === `${path}.yaml`);
        expect(file, `${name}: a file in the CMS for ${path}.yaml`).toBeDefined();
        const fields = file?.fields ?? [];
        if (schema.type === "object") expectSameFields(schema, fields, name);
        else expectSameField(schema, fields[0] as CmsField, name);
        return;
      }
      const collection = cmsCollections.find((c) => c.folder === path);
      expect(collection, `${name}: a folder collection for ${path}`).toBeDefined();
      expect(collection?.create, `${name}: editors can add entries`).toBe(true);
      expect(collection?.extension).toBe(definition.kind === "entries" ? "md" : "yaml");
      const fields = collection?.fields ?? [];
      const body = fields.filter((f) => f.name === "body" && f.widget === "markdown");
      expect(body, `${name}: a Markdown body`).toHaveLength(definition.kind === "entries" ? 1 : 0);
      expectSameFields(
        schema,
        definition.kind === "entries" ? fields.filter((f) => f !== body[0]) : fields,
        name,
      );
    },
  );

  it("holds nothing the registry does not have", () => {
    const paths = new Set(
      registered.map(
        ([, d]) => `${CONTENT_FOLDER}/{{locale}}/${d.path}${d.kind === "data" ? ".yaml" : ""}`,
      ),
    );
    const configured = cmsCollections.flatMap((c) =>
      c.folder ? [c.folder] : (c.files ?? []).map((f) => f.file),
    );
    expect(configured.sort()).toEqual([...paths].sort());
  });

  it("uses GitHub with one folder per locale, and survives a YAML round trip", () => {
    expect(config.backend).toMatchObject({ name: "github", repo: "example/site", branch: "main" });
    expect(config.i18n).toEqual({
      structure: "multiple_folders",
      locales: ["en"],
      default_locale: "en",
      initial_locales: "default",
    });
    expect(parse(stringify(config))).toEqual(JSON.parse(JSON.stringify(config)));
  });
});

describe("CMS fields from a schema", () => {
  const fixture = z.strictObject({
    title: z.string().trim().min(1).max(80),
    intro: z.string().max(600),
    kind: z.enum(["a", "b"]),
    tags: z.array(z.enum(["x", "y"])).min(1),
    when: z.iso.date(),
    count: z.number().int(),
    draft: z.boolean().default(false),
    note: z.string().describe("Shown under the title").optional(),
    links: z
      .array(
        z.strictObject({ label: z.string(), href: z.string().regex(/^\//, "must start with /") }),
      )
      .max(3),
    meta: z.strictObject({ author: z.string() }),
  });

  it("maps each kind of field to its widget", () => {
    const byName = Object.fromEntries(fieldsOf(fixture, "fixture").map((f) => [f.name, f]));
    expect(byName.title).toMatchObject({ widget: "string", maxlength: 80 });
    expect(byName.title?.required).toBeUndefined();
    expect(byName.intro).toMatchObject({ widget: "text", maxlength: 600 });
    expect(byName.kind).toMatchObject({ widget: "select", options: ["a", "b"] });
    expect(byName.tags).toMatchObject({
      widget: "select",
      multiple: true,
      options: ["x", "y"],
      min: 1,
    });
    expect(byName.when).toMatchObject({
      widget: "datetime",
      format: "YYYY-MM-DD",
      time_format: false,
    });
    expect(byName.count).toMatchObject({ widget: "number", value_type: "int" });
    expect(byName.draft).toMatchObject({ widget: "boolean", required: false, default: false });
    expect(byName.note).toMatchObject({
      widget: "string",
      required: false,
      hint: "Shown under the title",
    });
    expect(byName.links).toMatchObject({ widget: "list", max: 3 });
    expect(byName.links?.fields?.[1]).toMatchObject({
      name: "href",
      pattern: ["^\\/", "Must start with /"],
    });
    expect(byName.meta).toMatchObject({
      widget: "object",
      fields: [{ name: "author", widget: "string" }],
    });
  });

  it("refuses a type it has no widget for, naming where it is", () => {
    expect(() =>
      fieldsOf(z.strictObject({ map: z.record(z.string(), z.string()) }), "fixture"),
    ).toThrow(CmsSchemaError);
    expect(() =>
      fieldsOf(z.strictObject({ map: z.record(z.string(), z.string()) }), "fixture"),
    ).toThrow(/fixture\.map/);
  });
});
