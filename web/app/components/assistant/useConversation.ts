import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { assistantGreeting, assistantOfflineReply } from "~/content/assistant";
import { recordFeedback } from "~/lib/assistant/feedback";
import { type ChatMessage, createMessage, type FeedbackType } from "~/lib/assistant/messages";
import type { Reply } from "~/lib/assistant/replies";
import { type Conversation, loadConversation, saveConversation } from "~/lib/assistant/storage";
import { sendGoal } from "~/lib/goals";
import { ASSISTANT_REPLY_DELAY_MS } from "~/lib/ui-constants";

// The reply engine carries the site's content; it loads in the background once the panel is
// open, so the panel itself stays small.
const loadEngine = () => import("~/lib/assistant/answer");

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function replyAfterDelay(text: string): Promise<Reply> {
  const [reply] = await Promise.all([
    loadEngine().then((m) => m.answer(text)),
    wait(ASSISTANT_REPLY_DELAY_MS),
  ]);
  return reply;
}

function startingConversation(): Conversation {
  const stored = loadConversation();
  if (stored && stored.messages.length > 0) return stored;
  return { messages: [createMessage(assistantGreeting, true, [])], ratings: {} };
}

/**
 * The conversation: its messages, which bot messages were rated, whether a reply is on its
 * way, and the newest bot message to announce. Kept in sessionStorage.
 */
export function useConversation() {
  const [conversation, setConversation] = useState(startingConversation);
  const [pending, setPending] = useState(0);
  // Messages restored from storage were heard before; only answers arriving now are announced.
  const restoredCount = useRef(conversation.messages.length);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Saved as part of the commit, not after paint, so a rating made just before following a
  // link or reloading is not lost.
  useLayoutEffect(() => saveConversation(conversation), [conversation]);

  const reply = useCallback((text: string) => {
    setPending((n) => n + 1);
    void replyAfterDelay(text)
      .catch((): Reply => ({ text: assistantOfflineReply, links: [] }))
      .then((answer) => {
        if (!mounted.current) return;
        setConversation((c) => ({
          ...c,
          messages: [
            ...c.messages,
            createMessage(answer.text, true, c.messages, new Date(), answer.links),
          ],
        }));
        setPending((n) => n - 1);
      });
  }, []);

  const send = useCallback(
    (text: string) => {
      setConversation((c) => ({
        ...c,
        messages: [...c.messages, createMessage(text, false, c.messages)],
      }));
      reply(text);
      // Counted without its text.
      sendGoal("assistant-message");
    },
    [reply],
  );

  const rate = (messageId: string, type: FeedbackType) => {
    if (conversation.ratings[messageId]) return;
    setConversation((c) => ({ ...c, ratings: { ...c.ratings, [messageId]: type } }));
    recordFeedback({ messageId, type });
  };

  // A question left unanswered by a reload or navigation mid-reply gets its answer now.
  useEffect(() => {
    void loadEngine();
    const last = conversation.messages.at(-1);
    if (last && !last.isBot) reply(last.text);
    // Only on the first render: later user messages are answered by `send`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const newest = conversation.messages.at(-1);
  const announcement =
    newest?.isBot && conversation.messages.length > restoredCount.current ? newest : null;

  return {
    messages: conversation.messages as readonly ChatMessage[],
    ratings: conversation.ratings,
    typing: pending > 0,
    announcement,
    send,
    rate,
  };
}
