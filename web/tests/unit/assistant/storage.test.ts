import { describe, expect, it } from "vitest";
import { createMessage } from "~/lib/assistant/messages";
import { parseConversation, serializeConversation } from "~/lib/assistant/storage";

describe("conversation storage", () => {
  it("round-trips messages, links, dates and ratings", () => {
    const greeting = createMessage("Hello", true, [], new Date("2024-05-01T10:00:00Z"), [
      { href: "/services", label: "Services" },
    ]);
    const question = createMessage("Prices?", false, [greeting], new Date("2024-05-01T10:00:05Z"));
    const conversation = {
      messages: [greeting, question],
      ratings: { [greeting.id]: "negative" as const },
    };
    expect(parseConversation(serializeConversation(conversation))).toEqual(conversation);
  });

  it("ignores anything it did not write", () => {
    expect(parseConversation(null)).toBeNull();
    expect(parseConversation("not json")).toBeNull();
    expect(parseConversation(JSON.stringify({ messages: [{ id: 1 }], ratings: {} }))).toBeNull();
  });

  it("drops links that leave the site and ratings it does not know", () => {
    const json = JSON.stringify({
      messages: [
        {
          id: "1",
          text: "t",
          isBot: true,
          timestamp: "2024-01-01T00:00:00Z",
          links: [
            { href: "https://evil.example", label: "x" },
            { href: "//evil.example", label: "y" },
          ],
        },
      ],
      ratings: { "1": "meh" },
    });
    const parsed = parseConversation(json);
    expect(parsed?.messages[0]?.links).toBeUndefined();
    expect(parsed?.ratings).toEqual({});
  });
});
