/** Collects a page's console errors; the ones a test allows are not failures. */
export class ConsoleErrors {
  readonly messages: string[] = [];
  readonly #allowed: RegExp[] = [];

  record(message: string): void {
    this.messages.push(message);
  }

  /** Declares errors matching `pattern` as expected by the test (e.g. the 404 page's log). */
  allow(pattern: RegExp): void {
    this.#allowed.push(pattern);
  }

  unexpected(): string[] {
    return this.messages.filter((m) => !this.#allowed.some((p) => p.test(m)));
  }
}
