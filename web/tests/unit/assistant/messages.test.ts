import { describe, expect, it } from "vitest";
import { createMessage, nextMessageId, sendableText } from "~/lib/assistant/messages";

describe("message ids", () => {
  it("are the send time in ms, as a string", () => {
    expect(nextMessageId(1_700_000_000_123, [])).toBe("1700000000123");
  });

  it("stay unique and increasing when messages share a millisecond", () => {
    const first = createMessage("hi", false, [], new Date(5000));
    const second = createMessage("hello", true, [first], new Date(5000));
    expect(first.id).toBe("5000");
    expect(second.id).toBe("5001");
    expect(createMessage("later", false, [first, second], new Date(9000)).id).toBe("9000");
  });

  it("carry text, sender, timestamp and links only when there are some", () => {
    const at = new Date(42);
    expect(createMessage("x", true, [], at)).toEqual({
      id: "42",
      text: "x",
      isBot: true,
      timestamp: at,
    });
    expect(createMessage("x", true, [], at, [{ href: "/a", label: "A" }]).links).toEqual([
      { href: "/a", label: "A" },
    ]);
  });
});

describe("sendable text", () => {
  it("is trimmed, and empty or whitespace-only input is not sent", () => {
    expect(sendableText("  hello \n")).toBe("hello");
    expect(sendableText("")).toBeNull();
    expect(sendableText(" \n\t ")).toBeNull();
  });
});
