import { describe, expect, it } from "vitest";
import { outcomeOf, submitEnquiry } from "~/lib/enquiry/submit";

describe("outcomeOf", () => {
  it("reads the stored id, field errors and Retry-After", () => {
    expect(outcomeOf(201, null, { id: "abc" })).toEqual({ kind: "stored", id: "abc" });
    expect(outcomeOf(400, null, { error: "validation", fields: { email: "Bad" } })).toEqual({
      kind: "invalid",
      errors: { email: "Bad" },
    });
    expect(outcomeOf(429, "12", { error: "rate_limited" })).toEqual({
      kind: "rate-limited",
      retryAfterSeconds: 12,
    });
  });

  it("treats anything else as a failure, so the draft is kept", () => {
    expect(outcomeOf(400, null, { error: "malformed_json" })).toEqual({ kind: "failed" });
    expect(outcomeOf(503, "5", null)).toEqual({ kind: "failed" });
    expect(outcomeOf(201, null, "not json")).toEqual({ kind: "failed" });
  });
});

describe("submitEnquiry", () => {
  it("sends JSON with the idempotency key and survives a network error", async () => {
    let seen: RequestInit | undefined;
    const ok = (async (_url: string, init?: RequestInit) => {
      seen = init;
      return new Response(JSON.stringify({ id: "x1" }), { status: 201 });
    }) as typeof fetch;
    const request = {
      endpoint: "/api/enquiries",
      idempotencyHeader: "Idempotency-Key",
      idempotencyKey: "k-12345678",
      body: { firstName: "A" },
    };
    expect(await submitEnquiry(request, ok)).toEqual({ kind: "stored", id: "x1" });
    expect((seen?.headers ?? {}) as Record<string, string>).toHaveProperty(
      ["Idempotency-Key"],
      "k-12345678",
    );
    expect(JSON.parse(String(seen?.body))).toEqual({ firstName: "A" });
    const offline = (async () => {
      throw new TypeError("network");
    }) as typeof fetch;
    expect(await submitEnquiry(request, offline)).toEqual({ kind: "failed" });
  });
});
