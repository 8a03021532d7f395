// Every answer the API can give to a form submission, as one outcome a form can show.

export type SubmitOutcome<Errors> =
  | { kind: "stored"; id: string }
  | { kind: "invalid"; errors: Errors }
  | { kind: "rate-limited"; retryAfterSeconds: number }
  | { kind: "failed" };

/** Pure: the outcome of a status, a Retry-After value and a parsed JSON body. */
export function outcomeOf<Errors extends Partial<Record<string, string>>>(
  status: number,
  retryAfter: string | null,
  body: unknown,
): SubmitOutcome<Errors> {
  const record = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  if (status === 201 && typeof record.id === "string") return { kind: "stored", id: record.id };
  if (status === 400 && typeof record.fields === "object" && record.fields !== null) {
    const errors: Partial<Record<string, string>> = {};
    for (const [name, message] of Object.entries(record.fields as Record<string, unknown>)) {
      if (typeof message === "string") errors[name] = message;
    }
    if (Object.keys(errors).length > 0) return { kind: "invalid", errors: errors as Errors };
  }
  if (status === 429) {
    const seconds = Number.parseInt(retryAfter ?? "", 10);
    return {
      kind: "rate-limited",
      retryAfterSeconds: Number.isFinite(seconds) && seconds > 0 ? seconds : 60,
    };
  }
  return { kind: "failed" };
}

/** A key that makes a retried submission store one record. */
export function newIdempotencyKey(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
