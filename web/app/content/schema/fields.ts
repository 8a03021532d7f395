// The field types content files are written in, with the messages the build prints when a
// value does not fit: "is required (text)", "must be a date written as YYYY-MM-DD", "has no
// field "heading" (check the spelling)". Every schema is built from these, so every message
// reads the same way.
// Plain Node loads this folder too (build steps, the CMS configuration): relative imports only.
import { z } from "zod";
import { allIconNames, type IconName } from "../icon-names.ts";
import { stats } from "../../site.ts";

/** The message for a value of the wrong type: missing, or what was found instead. */
export const expected = (what: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null
    ? `is required (${what})`
    : `must be ${what}, not ${Array.isArray(issue.input) ? "a list" : typeof issue.input === "object" ? 'a set of fields (quote text that contains ": ")' : `${typeof issue.input} ${JSON.stringify(issue.input)}`}`;

/** A group of named fields; a missing group or a misspelt field name is named in the message. */
export const fields = <T extends z.core.$ZodLooseShape>(shape: T) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === "invalid_type"
        ? expected("a set of fields")(issue)
        : issue.code === "unrecognized_keys"
          ? `has no field ${issue.keys.map((key) => `"${key}"`).join(", ")} (check the spelling)`
          : undefined,
  });

/** A line of copy: present and not blank. */
export const text = () =>
  z
    .string({ error: expected("text") })
    .trim()
    .min(1, "must not be empty");
/** A paragraph or two of plain copy. */
export const paragraph = () => text().max(2000, "is longer than 2000 characters");
/** A whole number that places an entry in its list (ascending). */
export const order = () => z.number({ error: expected("a number") }).int("must be a whole number");
/** A calendar date written as YYYY-MM-DD. */
export const isoDate = () => z.iso.date({ error: "must be a date written as YYYY-MM-DD" });
/** true or false. */
export const flag = () => z.boolean({ error: expected("true or false") });
/** A URL-safe identifier: lower case words joined by hyphens. */
export const slug = () =>
  z
    .string({ error: expected("a slug") })
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens");
/** The name of an icon the site can draw (see app/content/icon-names.ts). */
export const iconName = () =>
  z.enum(allIconNames as [IconName, ...IconName[]], {
    error: (issue) => `"${String(issue.input)}" is not an icon the site has`,
  });
/** A path on this site ("/services/cloud", "/contact#form"); checked against the routes at build. */
export const sitePath = () =>
  z
    .string({ error: expected("a site path") })
    .regex(/^\/[^\s]*$/, "must be a path on this site starting with /");
/** A link: a site path, an https URL, or mailto:/tel:. */
export const href = () =>
  z
    .string({ error: expected("a link") })
    .regex(
      /^(\/[^\s]*|https:\/\/[^\s]+|mailto:[^\s]+|tel:[^\s]+|#)$/,
      "must be a site path, an https:// URL, mailto: or tel:",
    );
/** An image file the site serves: a path under /images/ (generated artwork) or /uploads/ (the editor's
 * uploads). The build checks that the file exists in web/public. */
export const imageFile = () =>
  z
    .string({ error: expected("an image path") })
    .regex(
      /^\/(images|uploads)\/[a-z0-9_\-/]+\.(svg|png|jpe?g|webp|avif)$/,
      "must be an image path such as /images/products/name.svg (svg, png, jpg, webp or avif)",
    );
/** A Tailwind gradient of design tokens: "from-brand-900 to-brand-500". */
export const gradient = () =>
  z
    .string({ error: expected("a gradient") })
    .regex(/^from-[a-z0-9-]+ to-[a-z0-9-]+$/, 'must read "from-<token> to-<token>"');
/** A list with at least one item. */
export const list = <T extends z.ZodType>(item: T, min = 1) =>
  z.array(item).min(min, `needs at least ${min} item${min === 1 ? "" : "s"}`);

export type StatName = keyof typeof stats;
/** The key of one of the company's figures in site.ts (`projects` reads "500+ Projects Delivered"). */
export const statName = () =>
  z.enum(Object.keys(stats) as [StatName, ...StatName[]], {
    error: (issue) =>
      `"${String(issue.input)}" is not a figure in site.ts (${Object.keys(stats).join(", ")})`,
  });

/** Fields every Markdown entry gets from its file: the slug (file name) and the rendered body. */
export interface EntryBody {
  slug: string;
  /** The Markdown body rendered to HTML at build time. */
  html: string;
  /** Words in the body, for reading time. */
  words: number;
  /** Set on an entry a language shows from English, having no translation of its own. */
  untranslated?: true;
}

/** What every item of a folder of YAML files gets from its file: the slug (file name). */
export interface ItemSlug {
  slug: string;
  /** Set on an item a language shows from English, having no translation of its own. */
  untranslated?: true;
}
