import { describe, expect, it } from "vitest";
import { feedbackEndpoint, retryDelayMs, sendFeedback } from "~/lib/assistant/feedback";

const record = { messageId: "123", type: "positive" } as const;

function fakeFetch(outcomes: (number | "network")[]) {
  const calls: RequestInit[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    expect(url).toBe(feedbackEndpoint);
    calls.push(init);
    const outcome = outcomes[Math.min(calls.length - 1, outcomes.length - 1)];
    if (outcome === "network") throw new TypeError("Failed to fetch");
    return new Response(null, { status: outcome });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

describe("retry backoff", () => {
  it("doubles from one second and is capped at 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
});

describe("sending feedback", () => {
  it("POSTs the record as JSON once when the server accepts it", async () => {
    const { fetch, calls } = fakeFetch([204]);
    const waits: number[] = [];
    expect(await sendFeedback(record, { fetch, sleep: async (ms) => void waits.push(ms) })).toBe(
      true,
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe("POST");
    expect(JSON.parse(String(calls[0]?.body))).toEqual(record);
    expect(waits).toEqual([]);
  });

  it("retries failures three times with the backoff schedule, then gives up quietly", async () => {
    const { fetch, calls } = fakeFetch(["network", 503]);
    const waits: number[] = [];
    expect(await sendFeedback(record, { fetch, sleep: async (ms) => void waits.push(ms) })).toBe(
      false,
    );
    expect(calls).toHaveLength(4);
    expect(waits).toEqual([1000, 2000, 4000]);
  });

  it("stops retrying as soon as a retry succeeds", async () => {
    const { fetch, calls } = fakeFetch([500, 201]);
    expect(await sendFeedback(record, { fetch, sleep: async () => {} })).toBe(true);
    expect(calls).toHaveLength(2);
  });

  it("does not retry a final client error such as 404, but does retry 429", async () => {
    const notFound = fakeFetch([404]);
    expect(await sendFeedback(record, { fetch: notFound.fetch, sleep: async () => {} })).toBe(
      false,
    );
    expect(notFound.calls).toHaveLength(1);
    const limited = fakeFetch([429, 200]);
    expect(await sendFeedback(record, { fetch: limited.fetch, sleep: async () => {} })).toBe(true);
    expect(limited.calls).toHaveLength(2);
  });
});
