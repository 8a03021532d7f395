// Sends a question as JSON and turns every possible answer into one outcome the form can show.
import { outcomeOf, type SubmitOutcome } from "~/lib/forms/submit-outcome";
import type { QuestionErrors } from "./validate";

export type QuestionOutcome = SubmitOutcome<QuestionErrors>;

export interface QuestionRequest {
  endpoint: string;
  idempotencyHeader: string;
  idempotencyKey: string;
  body: Record<string, unknown>;
}

export async function submitQuestion(
  request: QuestionRequest,
  send: typeof fetch = fetch,
): Promise<QuestionOutcome> {
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
  return outcomeOf<QuestionErrors>(
    response.status,
    response.headers.get("retry-after"),
    await response.json().catch(() => null),
  );
}
