// Sends an application (its fields and the CV) as multipart/form-data, reporting upload
// progress, and turns every possible answer into one outcome the form can show. XMLHttpRequest,
// not fetch: only it reports how much of the body has been sent.
import { outcomeOf, type SubmitOutcome } from "~/lib/forms/submit-outcome";
import type { ApplicationErrors } from "./validate";

export type ApplicationOutcome = SubmitOutcome<ApplicationErrors>;

export interface ApplicationRequest {
  endpoint: string;
  idempotencyHeader: string;
  idempotencyKey: string;
  body: FormData;
  /** Called with the share of the body sent so far, 0 to 1. */
  onProgress?: (sent: number) => void;
}

export function submitApplication(
  request: ApplicationRequest,
  createRequest: () => XMLHttpRequest = () => new XMLHttpRequest(),
): Promise<ApplicationOutcome> {
  return new Promise((resolve) => {
    const xhr = createRequest();
    xhr.open("POST", request.endpoint);
    xhr.setRequestHeader("accept", "application/json");
    xhr.setRequestHeader(request.idempotencyHeader, request.idempotencyKey);
    xhr.responseType = "text";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        request.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      resolve(outcomeOf<ApplicationErrors>(xhr.status, xhr.getResponseHeader("retry-after"), body));
    };
    xhr.onerror = xhr.onabort = xhr.ontimeout = () => resolve({ kind: "failed" });
    xhr.send(request.body);
  });
}
