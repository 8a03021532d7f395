import { BotAvatar } from "./BotAvatar";
import { assistantPanelCopy as copy } from "~/content/assistant";

/** Three bouncing dots while a reply is on its way; screen readers hear the sentence instead. */
export function TypingIndicator() {
  return (
    <div className="flex items-end gap-2" data-testid="typing-indicator">
      <BotAvatar />
      <div
        role="status"
        className="rounded-2xl rounded-es-md border border-line bg-surface-raised px-4 py-3 shadow-sm"
      >
        <span className="sr-only">{copy.typing}</span>
        <span aria-hidden="true" className="flex items-center gap-1">
          {[0, 150, 300].map((delay) => (
            <span
              key={delay}
              className="h-2 w-2 animate-bounce rounded-full bg-brand-500 motion-reduce:animate-none"
              style={{ animationDelay: `${delay}ms` }}
            />
          ))}
        </span>
      </div>
    </div>
  );
}
