// Sends a form's values as JSON and turns every possible answer into one outcome the form can
// show (the enquiry and the question forms; the application form posts multipart).
import { outcomeOf, type SubmitOutcome } from "./submit-outcome";

export interface JsonSubmitRequest {
  endpoint: string;
  idempotencyHeader: string;
  idempotencyKey: string;
  body: Record<string, unknown>;
}

export async function submitJson<Errors extends Partial<Record<string, string>>>(
  request: JsonSubmitRequest,
  send: typeof fetch = fetch,
): Promise<SubmitOutcome<Errors>> {
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
  return outcomeOf<Errors>(
    response.status,
    response.headers.get("retry-after"),
    await response.json().catch(() => null),
  );
}
