// Sends an enquiry as JSON and turns every possible answer into one outcome the form can show.
import {
  outcomeOf as outcomeOfAny,
  type SubmitOutcome as Outcome,
} from "~/lib/forms/submit-outcome";
import type { EnquiryErrors } from "./validate";

export type SubmitOutcome = Outcome<EnquiryErrors>;

export interface SubmitRequest {
  endpoint: string;
  idempotencyHeader: string;
  idempotencyKey: string;
  body: Record<string, unknown>;
}

export async function submitEnquiry(
  request: SubmitRequest,
  send: typeof fetch = fetch,
): Promise<SubmitOutcome> {
  let response: Response;
  try {
    response = await send(request.endpoint, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json",
        [request.idempotencyHeader]: request.idempotencyKey,
      },
      body: JSON.stringify(request.body),
    });
  } catch {
    return { kind: "failed" };
  }
  return outcomeOf(
    response.status,
    response.headers.get("retry-after"),
    await response.json().catch(() => null),
  );
}

/** Pure: the outcome of a status, a Retry-After value and a parsed JSON body. */
export const outcomeOf = (
  status: number,
  retryAfter: string | null,
  body: unknown,
): SubmitOutcome => outcomeOfAny<EnquiryErrors>(status, retryAfter, body);
