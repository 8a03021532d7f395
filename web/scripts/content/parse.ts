// Reading one content file: YAML, or Markdown with a YAML front matter block. Problems are
// returned, not thrown, so the build can report every broken file at once.
import { Marked } from "marked";
import { parse as parseYaml, YAMLParseError } from "yaml";
import { slugify } from "../../app/lib/slug.ts";
import type { ContentProblem } from "./errors.ts";

// "## " headings get an id from their text, so a page can link to its sections (a post's
// outline, a shared link to a part of a document). Ids are unique within one body.
let headingIds = new Set<string>();
const markdown = new Marked({
  gfm: true,
  async: false,
  renderer: {
    heading({ tokens, depth }) {
      const inner = this.parser.parseInline(tokens);
      if (depth !== 2) return `<h${depth}>${inner}</h${depth}>\n`;
      const base = slugify(inner.replace(/<[^>]+>/g, "")) || "section";
      let id = base;
      for (let n = 2; headingIds.has(id); n++) id = `${base}-${n}`;
      headingIds.add(id);
      return `<h2 id="${id}">${inner}</h2>\n`;
    },
  },
});

export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: ContentProblem };

export function parseYamlText(file: string, source: string): Parsed<unknown> {
  try {
    return { ok: true, value: parseYaml(source, { prettyErrors: true, uniqueKeys: true }) };
  } catch (error) {
    const where =
      error instanceof YAMLParseError && error.linePos ? ` (line ${error.linePos[0].line})` : "";
    const message =
      error instanceof Error
        ? (error.message.split("\n")[0] ?? "").replace(/ at line \d+, column \d+:?$/, "")
        : String(error);
    return {
      ok: false,
      problem: { file, field: "", message: `is not valid YAML${where}: ${message}` },
    };
  }
}

export interface MarkdownEntry {
  data: unknown;
  html: string;
  words: number;
}

const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

export function parseMarkdownEntry(file: string, source: string): Parsed<MarkdownEntry> {
  const match = source.match(frontMatter);
  if (!match)
    return {
      ok: false,
      problem: {
        file,
        field: "",
        message: "must start with a front matter block between --- lines",
      },
    };
  const data = parseYamlText(file, match[1] ?? "");
  if (!data.ok) return data;
  const body = (match[2] ?? "").trim();
  headingIds = new Set();
  const html = markdown.parse(body) as string;
  const words = body.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return { ok: true, value: { data: data.value, html, words } };
}
