// Sends an enquiry and turns every possible answer into one outcome the form can show.
import { submitJson, type JsonSubmitRequest } from "~/lib/forms/submit-json";
import {
  outcomeOf as outcomeOfAny,
  type SubmitOutcome as Outcome,
} from "~/lib/forms/submit-outcome";
import type { EnquiryErrors } from "./validate";

export type SubmitOutcome = Outcome<EnquiryErrors>;
export type SubmitRequest = JsonSubmitRequest;

export const submitEnquiry = (
  request: SubmitRequest,
  send: typeof fetch = fetch,
): Promise<SubmitOutcome> => submitJson<EnquiryErrors>(request, send);

/** Pure: the outcome of a status, a Retry-After value and a parsed JSON body. */
export const outcomeOf = (
  status: number,
  retryAfter: string | null,
  body: unknown,
): SubmitOutcome => outcomeOfAny<EnquiryErrors>(status, retryAfter, body);
