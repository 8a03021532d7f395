// A content problem the build refuses, named by file and field so whoever edited the file can
// find it: "content/en/jobs/senior-ai-engineer.md: salary.max: max is below min".

export interface ContentProblem {
  /** The file, relative to web/ ("content/en/jobs/x.md"). */
  file: string;
  /** The field's path ("salary.max", "outcomes[2].value"), empty for the whole file. */
  field: string;
  message: string;
}

export class ContentError extends Error {
  readonly problems: readonly ContentProblem[];

  constructor(problems: readonly ContentProblem[]) {
    super(
      `content: ${problems.length} problem${problems.length === 1 ? "" : "s"} in the content files:\n` +
        problems.map((p) => `  ${p.file}${p.field ? `: ${p.field}` : ""}: ${p.message}`).join("\n"),
    );
    this.name = "ContentError";
    this.problems = problems;
  }
}

/** "outcomes[2].value" from a validator's path. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (out, key) =>
      typeof key === "number" ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key),
    "",
  );
}
