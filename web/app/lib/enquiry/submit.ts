// Sends an enquiry as JSON and turns every possible answer into one outcome the form can show.
import type { EnquiryErrors } from "./validate";

export type SubmitOutcome =
  | { kind: "stored"; id: string }
  | { kind: "invalid"; errors: EnquiryErrors }
  | { kind: "rate-limited"; retryAfterSeconds: number }
  | { kind: "failed" };

export interface SubmitRequest {
  endpoint: string;
  idempotencyHeader: string;
  idempotencyKey: string;
  body: Record<string, unknown>;
}

export async function submitEnquiry(request: SubmitRequest, send: typeof fetch = fetch): Promise<SubmitOutcome> {
  let response: Response;
  try {
    response = await send(request.endpoint, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", [request.idempotencyHeader]: request.idempotencyKey },
      body: JSON.stringify(request.body),
    });
  } catch {
    return { kind: "failed" };
  }
  return outcomeOf(response.status, response.headers.get("retry-after"), await response.json().catch(() => null));
}

/** Pure: the outcome of a status, a Retry-After value and a parsed JSON body. */
export function outcomeOf(status: number, retryAfter: string | null, body: unknown): SubmitOutcome {
  const record = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  if (status === 201 && typeof record.id === "string") return { kind: "stored", id: record.id };
  if (status === 400 && typeof record.fields === "object" && record.fields !== null) {
    const errors: EnquiryErrors = {};
    for (const [name, message] of Object.entries(record.fields as Record<string, unknown>)) {
      if (typeof message === "string") errors[name as keyof EnquiryErrors] = message;
    }
    if (Object.keys(errors).length > 0) return { kind: "invalid", errors };
  }
  if (status === 429) {
    const seconds = Number.parseInt(retryAfter ?? "", 10);
    return { kind: "rate-limited", retryAfterSeconds: Number.isFinite(seconds) && seconds > 0 ? seconds : 60 };
  }
  return { kind: "failed" };
}
