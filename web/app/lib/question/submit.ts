// Sends a question and turns every possible answer into one outcome the form can show.
import { submitJson, type JsonSubmitRequest } from "~/lib/forms/submit-json";
import type { SubmitOutcome } from "~/lib/forms/submit-outcome";
import type { QuestionErrors } from "./validate";

export type QuestionOutcome = SubmitOutcome<QuestionErrors>;
export type QuestionRequest = JsonSubmitRequest;

export const submitQuestion = (
  request: QuestionRequest,
  send: typeof fetch = fetch,
): Promise<QuestionOutcome> => submitJson<QuestionErrors>(request, send);
