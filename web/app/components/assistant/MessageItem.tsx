import { ArrowRight } from "lucide-react";
import type { ChatMessage, FeedbackType } from "~/lib/assistant/messages";
import { localePath } from "~/lib/locale";
import { CHAT_BUBBLE_MAX_WIDTH_PERCENT } from "~/lib/ui-constants";
import { BotAvatar } from "./BotAvatar";
import { FeedbackButtons } from "./FeedbackButtons";
import { assistantPanelCopy as copy } from "~/content/assistant";

const bubbleWidth = { maxWidth: `${CHAT_BUBBLE_MAX_WIDTH_PERCENT}%` };

/** One message of the conversation: the visitor's at the end side (right), the assistant's at the start. */
export function MessageItem({
  message,
  rating,
  onRate,
  onNavigate,
}: {
  message: ChatMessage;
  rating: FeedbackType | undefined;
  onRate: (type: FeedbackType) => void;
  onNavigate: () => void;
}) {
  if (!message.isBot) {
    return (
      <li className="flex justify-end" data-message-id={message.id}>
        <div
          data-testid="message-bubble"
          style={bubbleWidth}
          className="whitespace-pre-wrap break-words rounded-2xl rounded-ee-md bg-brand-600 px-4 py-2.5 text-sm leading-6 text-white shadow-sm"
        >
          <span className="sr-only">{copy.youSaid} </span>
          {message.text}
        </div>
      </li>
    );
  }
  return (
    <li className="flex flex-col items-start" data-message-id={message.id}>
      <div className="flex w-full items-end gap-2">
        <BotAvatar />
        <div
          data-testid="message-bubble"
          style={bubbleWidth}
          className="whitespace-pre-line break-words rounded-2xl rounded-es-md border border-line bg-surface-raised px-4 py-2.5 text-sm leading-6 text-ink shadow-sm"
        >
          <span className="sr-only">{copy.botSaid} </span>
          {message.text}
          {message.links && (
            <ul
              className={`mt-3 whitespace-normal ${message.links.some((l) => l.excerpt) ? "space-y-2" : "flex flex-wrap gap-2"}`}
            >
              {message.links.map((link) => (
                <li key={link.href}>
                  {link.excerpt ? (
                    <a
                      href={localePath(link.href)}
                      onClick={onNavigate}
                      className="group block rounded-xl border border-line bg-surface-muted px-3 py-2 transition-colors hover:border-brand-300 hover:bg-brand-50"
                    >
                      <span className="flex items-center gap-1 font-semibold text-brand-700">
                        {link.label}
                        <ArrowRight
                          aria-hidden="true"
                          className="h-3.5 w-3.5 transition-transform group-hover:translate-x-0.5 rtl:group-hover:-translate-x-0.5 rtl:-scale-x-100"
                        />
                      </span>
                      <span className="mt-0.5 line-clamp-2 text-xs leading-5 text-ink-muted">
                        {link.excerpt}
                      </span>
                    </a>
                  ) : (
                    <a
                      href={localePath(link.href)}
                      onClick={onNavigate}
                      className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700 transition-colors hover:bg-brand-100"
                    >
                      {link.label}
                      <ArrowRight aria-hidden="true" className="h-3 w-3 rtl:-scale-x-100" />
                    </a>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <div className="ps-8">
        <FeedbackButtons rating={rating} onRate={onRate} />
      </div>
    </li>
  );
}
