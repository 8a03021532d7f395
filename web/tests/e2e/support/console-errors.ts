/** One console error or uncaught exception a page produced. */
export interface ConsoleError {
  kind: "console.error" | "uncaught";
  text: string;
  url: string;
}

/** Collects a page's console errors; the ones a test allows are not failures. */
export class ConsoleErrors {
  readonly entries: ConsoleError[] = [];
  readonly #allowed: RegExp[] = [];

  record(entry: ConsoleError): void {
    this.entries.push(entry);
  }

  /** Declares errors whose text matches `pattern` as expected by the test (e.g. the 404 log). */
  allow(pattern: RegExp): void {
    this.#allowed.push(pattern);
  }

  /** The texts of `console.error` calls, in order. */
  consoleTexts(): string[] {
    return this.entries.filter((e) => e.kind === "console.error").map((e) => e.text);
  }

  /** The errors no `allow` covers, one readable line each. */
  unexpected(): string[] {
    return this.entries
      .filter((e) => !this.#allowed.some((p) => p.test(e.text)))
      .map((e) => `${e.kind}: ${e.text} (on ${e.url})`);
  }
}
