// The chat's message model: an id built from the time it was sent, the text, who
// sent it and when. Bot messages may point to pages of the site.

export interface MessageLink {
  href: string;
  label: string;
  /** One line about the page, when the link came from a site search. */
  excerpt?: string;
}

export interface ChatMessage {
  id: string;
  text: string;
  isBot: boolean;
  timestamp: Date;
  links?: readonly MessageLink[];
}

export type FeedbackType = "positive" | "negative";

export interface FeedbackRecord {
  messageId: string;
  type: FeedbackType;
}

/**
 * A timestamp-based id that is unique within the conversation: the current time in ms, or one
 * more than the newest id so far when two messages share a millisecond.
 */
export function nextMessageId(now: number, previous: readonly ChatMessage[]): string {
  const newest = previous.reduce((max, m) => Math.max(max, Number(m.id) || 0), 0);
  return String(Math.max(Math.floor(now), newest + 1));
}

export function createMessage(
  text: string,
  isBot: boolean,
  previous: readonly ChatMessage[],
  now: Date = new Date(),
  links?: readonly MessageLink[],
): ChatMessage {
  const message: ChatMessage = {
    id: nextMessageId(now.getTime(), previous),
    text,
    isBot,
    timestamp: now,
  };
  return links && links.length > 0 ? { ...message, links } : message;
}

/** What the visitor typed, ready to send, or null when there is nothing to send. */
export function sendableText(draft: string): string | null {
  const text = draft.trim();
  return text === "" ? null : text;
}
