// A copy of the real content tree in a temporary folder with some files broken on purpose, for
// tests of what the loader and the build say about each kind of mistake.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse, stringify } from "yaml";
import { contentRoot } from "../../../scripts/content/load.ts";

type Data = Record<string, any>;

/** One change to one file under content/en/: edit its YAML (or front matter), or write raw text. */
export type Breakage =
  { file: string; edit: (data: Data) => void } | { file: string; text: string };

export function brokenCopy(...breakages: Breakage[]): { root: string; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), "kaveri-content-"));
  cpSync(contentRoot, root, { recursive: true });
  for (const breakage of breakages) {
    const path = join(root, "en", breakage.file);
    if ("text" in breakage) {
      writeFileSync(path, breakage.text);
      continue;
    }
    const source = readFileSync(path, "utf8");
    if (breakage.file.endsWith(".md")) {
      const [, front = "", body = ""] = source.match(/^---\n([\s\S]*?)\n---\n?([\s\S]*)$/) ?? [];
      const data = parse(front) as Data;
      breakage.edit(data);
      writeFileSync(path, `---\n${stringify(data)}---\n${body}`);
    } else {
      const data = parse(source) as Data;
      breakage.edit(data);
      writeFileSync(path, stringify(data));
    }
  }
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
