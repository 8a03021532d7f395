import { RETRY_BASE_DELAY_MS, RETRY_COUNT, RETRY_MAX_DELAY_MS } from "~/lib/ui-constants";
import type { FeedbackRecord } from "./messages";

// Ratings of the assistant's answers go to the console and to the server, which keeps
// them. Sending happens in the background and never shows the visitor an error.

export const feedbackEndpoint = "/api/feedback";

/** The wait before retry number `retry` (0 for the first): doubling from the base, capped. */
export function retryDelayMs(retry: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** retry, RETRY_MAX_DELAY_MS);
}

export interface SendDeps {
  fetch: typeof fetch;
  sleep: (ms: number) => Promise<void>;
}

const defaultDeps = (): SendDeps => ({
  fetch: (...args) => fetch(...args),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
});

/**
 * A 4xx answer is final (the request itself is wrong, or there is no such endpoint) except
 * 408 and 429, which ask us to come back later; network errors and 5xx are worth retrying.
 */
const isRetryable = (status: number) => status >= 500 || status === 408 || status === 429;

/** POSTs the record, retrying up to RETRY_COUNT times. Resolves true once the server took it. */
export async function sendFeedback(
  record: FeedbackRecord,
  deps: SendDeps = defaultDeps(),
): Promise<boolean> {
  for (let attempt = 0; ; attempt++) {
    let retryable = true;
    try {
      const response = await deps.fetch(feedbackEndpoint, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(record),
        keepalive: true,
      });
      if (response.ok) return true;
      retryable = isRetryable(response.status);
    } catch {
      // Offline or the connection dropped: retry.
    }
    if (!retryable || attempt >= RETRY_COUNT) return false;
    await deps.sleep(retryDelayMs(attempt));
  }
}

/** Logs the record and sends it in the background. */
export function recordFeedback(record: FeedbackRecord): void {
  console.log("Feedback:", record);
  void sendFeedback(record);
}
