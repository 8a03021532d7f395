import type { ChatMessage, FeedbackType, MessageLink } from "./messages";

// The conversation and its ratings, kept in sessionStorage so they survive page navigations
// (and reloads) within the browser session, and nothing longer.

export interface Conversation {
  messages: readonly ChatMessage[];
  ratings: Readonly<Record<string, FeedbackType>>;
}

export const conversationStorageKey = "kaveri.assistant.conversation.v1";

/** The most messages kept; older ones are dropped first. */
const maxStoredMessages = 200;

export function serializeConversation(conversation: Conversation): string {
  const messages = conversation.messages.slice(-maxStoredMessages).map((m) => ({
    ...m,
    timestamp: m.timestamp.toISOString(),
  }));
  return JSON.stringify({ messages, ratings: conversation.ratings });
}

/** The stored conversation, or null when there is none or it is not one we wrote. */
export function parseConversation(json: string | null): Conversation | null {
  if (!json) return null;
  try {
    const data: unknown = JSON.parse(json);
    if (!isRecord(data) || !Array.isArray(data.messages) || !isRecord(data.ratings)) return null;
    const messages = data.messages.map(toMessage);
    if (messages.some((m) => m === null)) return null;
    const ratings: Record<string, FeedbackType> = {};
    for (const [id, type] of Object.entries(data.ratings)) {
      if (type === "positive" || type === "negative") ratings[id] = type;
    }
    return { messages: messages as ChatMessage[], ratings };
  } catch {
    return null;
  }
}

export function loadConversation(
  storage: Storage | undefined = safeSessionStorage(),
): Conversation | null {
  try {
    return parseConversation(storage?.getItem(conversationStorageKey) ?? null);
  } catch {
    return null;
  }
}

export function saveConversation(
  conversation: Conversation,
  storage: Storage | undefined = safeSessionStorage(),
): void {
  try {
    storage?.setItem(conversationStorageKey, serializeConversation(conversation));
  } catch {
    // Storage full or blocked (private mode): the chat still works, it just won't be remembered.
  }
}

function safeSessionStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function toMessage(value: unknown): ChatMessage | null {
  if (!isRecord(value)) return null;
  const { id, text, isBot, timestamp, links } = value;
  if (
    typeof id !== "string" ||
    typeof text !== "string" ||
    typeof isBot !== "boolean" ||
    typeof timestamp !== "string"
  ) {
    return null;
  }
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return null;
  const message: ChatMessage = { id, text, isBot, timestamp: date };
  const parsedLinks = Array.isArray(links) ? links.filter(isLink) : [];
  return parsedLinks.length > 0 ? { ...message, links: parsedLinks } : message;
}

function isLink(value: unknown): value is MessageLink {
  return (
    isRecord(value) &&
    typeof value.href === "string" &&
    value.href.startsWith("/") &&
    !value.href.startsWith("//") &&
    typeof value.label === "string" &&
    (value.excerpt === undefined || typeof value.excerpt === "string")
  );
}
