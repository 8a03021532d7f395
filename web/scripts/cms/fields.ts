// Turns a content schema (Zod 4) into the CMS's field list, by walking each schema's definition:
// the same fields, required flags, options and limits the build validates, so the editor offers
// exactly what the build accepts. A schema type without a CMS widget fails the build with the
// collection and field it was found in, rather than leaving the field out of the editor.
import { z } from "zod";

/** A field of the CMS configuration (Sveltia CMS, Decap-compatible). */
export interface CmsField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  default?: unknown;
  hint?: string;
  options?: (string | number)[];
  multiple?: boolean;
  fields?: CmsField[];
  field?: CmsField;
  min?: number;
  max?: number;
  minlength?: number;
  maxlength?: number;
  value_type?: "int" | "float";
  pattern?: [string, string];
  format?: string;
  date_format?: string;
  time_format?: boolean;
  picker_utc?: boolean;
  i18n?: boolean | "duplicate";
  collapsed?: boolean;
  summary?: string;
}

// Zod's internal definition, as far as this walk reads it.
interface Def {
  type: string;
  format?: string;
  checks?: { _zod: { def: CheckDef } }[];
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  options?: z.ZodType[];
  defaultValue?: unknown;
}
interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  format?: string;
  pattern?: RegExp;
  value?: unknown;
  error?: (issue: unknown) => unknown;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (schema: z.ZodType) => (defOf(schema).checks ?? []).map((c) => c._zod.def);

/** "datePublished" → "Date published", "cta-label" → "Cta label". */
export function labelOf(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Strings at least this long are edited in a multi-line box. */
const MULTILINE_FROM = 200;

export class CmsSchemaError extends Error {}

/** What a wrapper (optional, default, nullable, pipe) says about presence, and the schema inside. */
export function unwrap(schema: z.ZodType): {
  inner: z.ZodType;
  required: boolean;
  defaultValue?: unknown;
} {
  let inner = schema;
  let required = true;
  let defaultValue: unknown;
  for (;;) {
    const def = defOf(inner);
    if (def.type === "optional" || def.type === "nullable") {
      required = false;
      inner = def.innerType as z.ZodType;
    } else if (def.type === "default" || def.type === "prefault") {
      required = false;
      defaultValue = typeof def.defaultValue === "function" ? undefined : def.defaultValue;
      inner = def.innerType as z.ZodType;
    } else if (def.type === "pipe") {
      inner = def.in as z.ZodType;
    } else if (def.type === "readonly" || def.type === "catch" || def.type === "nonoptional") {
      inner = def.innerType as z.ZodType;
    } else return { inner, required, defaultValue };
  }
}

/** The values a select offers, if the schema is a choice of fixed values. */
export function choicesOf(schema: z.ZodType): (string | number)[] | undefined {
  const def = defOf(schema);
  if (def.type === "enum") return Object.values(def.entries ?? {});
  if (def.type === "literal")
    return (def.values ?? []).filter(
      (v): v is string | number => typeof v === "string" || typeof v === "number",
    );
  if (def.type === "union") {
    const parts = (def.options ?? []).map((option) => choicesOf(unwrap(option).inner));
    if (parts.every((p) => p !== undefined)) return parts.flat();
  }
  return undefined;
}

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function messageOf(check: CheckDef): string {
  try {
    const message = check.error?.({});
    if (typeof message === "string") return message;
    if (message && typeof message === "object" && "message" in message)
      return String(message.message);
  } catch {
    // fall through to the generic message
  }
  return "is not in the expected form";
}

/** A name the CMS accepts for a field (no spaces or other special characters). */
const FIELD_NAME = /^[A-Za-z0-9_-]+$/;

/** The widget and its options for one schema (without name, label or required). */
function widgetOf(schema: z.ZodType, where: string): Omit<CmsField, "name" | "label"> {
  const def = defOf(schema);
  const choices = choicesOf(schema);
  if (choices) {
    return def.type === "literal" && choices.length === 1
      ? { widget: "select", options: choices, default: choices[0] }
      : { widget: "select", options: choices };
  }
  const checks = checksOf(schema);
  // A limit can be set twice (`paragraph().max(300)` narrows a helper's 2000): the tightest wins.
  const limit = (kind: string) => {
    const found = checks.filter((c) => c.check === kind);
    if (found.length === 0) return undefined;
    const values = found.map((c) => c.maximum ?? c.minimum ?? 0);
    return kind.startsWith("max")
      ? { maximum: Math.min(...values) }
      : { minimum: Math.max(...values) };
  };
  switch (def.type) {
    case "string": {
      if (def.format === "date")
        return {
          widget: "datetime",
          format: "YYYY-MM-DD",
          date_format: "YYYY-MM-DD",
          time_format: false,
          picker_utc: true,
        };
      const max = limit("max_length")?.maximum;
      const min = limit("min_length")?.minimum;
      const regex = checks.find((c) => c.check === "string_format" && c.pattern instanceof RegExp);
      const field: Omit<CmsField, "name" | "label"> = {
        widget: max !== undefined && max >= MULTILINE_FROM ? "text" : "string",
      };
      if (max !== undefined) field.maxlength = max;
      if (min !== undefined && min > 1) field.minlength = min;
      if (regex?.pattern) field.pattern = [regex.pattern.source, sentence(messageOf(regex))];
      return field;
    }
    case "number": {
      const isInt = checks.some((c) => c.check === "number_format" && /int/.test(c.format ?? ""));
      // `.positive()`, `.min(n)`: the editor's lower bound (the build still rejects an exclusive one).
      const min = checks.find((c) => c.check === "greater_than")?.value;
      const field: Omit<CmsField, "name" | "label"> = {
        widget: "number",
        value_type: isInt ? "int" : "float",
      };
      if (typeof min === "number") field.min = min;
      return field;
    }
    case "boolean":
      return { widget: "boolean" };
    case "object": {
      // An object keyed by values that are no field names ("Production Ready": one label for each
      // of a schema's choices) is a key-value list in the editor: the CMS refuses such field names.
      const shape = def.shape ?? {};
      const keys = Object.keys(shape);
      if (
        keys.some((key) => !FIELD_NAME.test(key)) &&
        Object.values(shape).every((value) => defOf(unwrap(value).inner).type === "string")
      )
        return {
          widget: "keyvalue",
          min: keys.length,
          max: keys.length,
          hint: `One entry for each of: ${keys.join(", ")}.`,
        };
      return { widget: "object", fields: fieldsOf(schema, where) };
    }
    case "array": {
      const element = unwrap(def.element as z.ZodType).inner;
      const field: Omit<CmsField, "name" | "label"> = { widget: "list" };
      const min = limit("min_length")?.minimum;
      const max = limit("max_length")?.maximum;
      if (min !== undefined && min > 0) field.min = min;
      if (max !== undefined) field.max = max;
      const elementChoices = choicesOf(element);
      if (elementChoices)
        return {
          widget: "select",
          multiple: true,
          options: elementChoices,
          ...(field.min ? { min: field.min } : {}),
          ...(field.max ? { max: field.max } : {}),
        };
      if (defOf(element).type === "object")
        return { ...field, fields: fieldsOf(element, `${where}[]`), collapsed: true };
      return {
        ...field,
        field: {
          name: "item",
          label: labelOf(where.split(".").at(-1) ?? "item"),
          ...widgetOf(element, `${where}[]`),
        },
      };
    }
    case "union":
      // A choice between forms of text (a path or a URL): one text box, checked by the build.
      if ((def.options ?? []).every((o) => defOf(unwrap(o).inner).type === "string"))
        return { widget: "string" };
      break;
  }
  throw new CmsSchemaError(
    `cms: ${where}: a Zod ${def.type} has no CMS widget; teach scripts/cms/fields.ts one`,
  );
}

/** One CMS field for a schema property. */
export function fieldOf(name: string, schema: z.ZodType, where: string): CmsField {
  const { inner, required, defaultValue } = unwrap(schema);
  const field: CmsField = { name, label: labelOf(name), ...widgetOf(inner, `${where}.${name}`) };
  // `.describe("…")` or `.meta({ description })` on a schema becomes the field's hint in the editor.
  const hint =
    z.globalRegistry.get(schema)?.description ?? z.globalRegistry.get(inner)?.description;
  if (hint) field.hint = hint;
  if (!required) field.required = false;
  if (defaultValue !== undefined) field.default = defaultValue;
  return field;
}

/** The fields of an object schema, in its order. */
export function fieldsOf(schema: z.ZodType, where: string): CmsField[] {
  const def = defOf(unwrap(schema).inner);
  if (def.type !== "object" || !def.shape)
    throw new CmsSchemaError(`cms: ${where}: expected an object schema, found a Zod ${def.type}`);
  return Object.entries(def.shape).map(([name, property]) => fieldOf(name, property, where));
}

/** Whether a schema is an object (a form of fields) or something else (a top-level list). */
export function isObjectSchema(schema: z.ZodType): boolean {
  return defOf(unwrap(schema).inner).type === "object";
}
