import { Bot, X } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef } from "react";
import { Composer } from "./Composer";
import { IconButton } from "./IconButton";
import { MessageItem } from "./MessageItem";
import { panelFrameClass } from "./panel-frame";
import { TypingIndicator } from "./TypingIndicator";
import { useConversation } from "./useConversation";
import { assistantPanelCopy as copy } from "~/content/assistant";

const narrowScreen = "(max-width: 39.999rem)";

/**
 * The chat panel, loaded when the visitor reaches for the button. A non-modal dialog: the
 * page stays usable beside it. Opening focuses the input; Escape or the close button closes it.
 * It stays mounted once opened, hidden while closed, so a reply on its way still arrives.
 */
export default function AssistantPanel({
  open,
  takeFocus = true,
  onClose,
}: {
  open: boolean;
  /** False when the panel comes back open from the last page: the visitor's focus stays put. */
  takeFocus?: boolean;
  onClose: () => void;
}) {
  const titleId = useId();
  const subtitleId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const { messages, ratings, typing, announcement, send, rate } = useConversation();

  useEffect(() => {
    if (open && takeFocus) inputRef.current?.focus();
  }, [open, takeFocus]);

  useEffect(() => {
    const log = logRef.current;
    if (open && log) log.scrollTop = log.scrollHeight;
  }, [open, messages.length, typing]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && !event.defaultPrevented) {
      event.preventDefault();
      onClose();
    }
  };
  // On a phone the panel covers the page: following a link closes it so the page is seen.
  const onNavigate = () => {
    if (window.matchMedia(narrowScreen).matches) onClose();
  };

  return (
    <div
      id="assistant-panel"
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={subtitleId}
      hidden={!open}
      onKeyDown={onKeyDown}
      className={panelFrameClass}
    >
      <header className="flex items-center gap-3 bg-gradient-to-br from-brand-600 to-brand-900 px-4 py-3 text-white">
        <span aria-hidden="true" className="relative shrink-0">
          <span className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-white/15 ring-1 ring-white/30">
            <Bot className="h-5 w-5" />
          </span>
          <span className="absolute bottom-0 end-0 h-3 w-3 rounded-full bg-success-bg ring-2 ring-brand-900" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-base font-semibold leading-snug text-balance">
            {copy.title}
          </h2>
          <p id={subtitleId} className="text-xs text-on-dark">
            {copy.subtitle}
          </p>
        </div>
        <IconButton
          label={copy.close}
          tooltipSide="bottom"
          onClick={onClose}
          className="h-10 w-10 text-white hover:bg-white/15"
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </IconButton>
      </header>

      <div
        ref={logRef}
        tabIndex={0}
        role="region"
        aria-label={copy.conversation}
        className="flex-1 overflow-y-auto overscroll-contain bg-surface-muted px-4 py-4"
      >
        <ol className="space-y-4">
          {messages.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              rating={ratings[message.id]}
              onRate={(type) => rate(message.id, type)}
              onNavigate={onNavigate}
            />
          ))}
        </ol>
        {typing && (
          <div className="mt-4">
            <TypingIndicator />
          </div>
        )}
      </div>

      {/* A new node per message, so the same answer twice is announced twice. */}
      <p aria-live="polite" className="sr-only">
        {announcement && <span key={announcement.id}>{announcement.text}</span>}
      </p>

      <Composer inputRef={inputRef} onSend={send} />
    </div>
  );
}
