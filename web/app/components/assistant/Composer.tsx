import { Mic, SendHorizontal, Square } from "lucide-react";
import { type KeyboardEvent, type RefObject, useState } from "react";
import { sendableText } from "~/lib/assistant/messages";
import { IconButton } from "./IconButton";
import { useSpeechRecognition } from "./useSpeechRecognition";
import { assistantPanelCopy as copy } from "~/content/assistant";

/**
 * The message box: Enter sends, Shift+Enter starts a new line, empty or blank input is not
 * sent. A voice button appears only where the browser can recognise speech.
 */
export function Composer({
  inputRef,
  onSend,
}: {
  inputRef: RefObject<HTMLTextAreaElement | null>;
  onSend: (text: string) => void;
}) {
  const [draft, setDraft] = useState("");
  const voice = useSpeechRecognition((transcript) => {
    setDraft(transcript);
    inputRef.current?.focus();
  });
  const text = sendableText(draft);

  const submit = () => {
    if (text === null) return;
    onSend(text);
    setDraft("");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <div className="border-t border-line bg-surface-raised p-3">
      {voice.listening && (
        <p
          role="status"
          className="mb-2 flex items-center gap-2 px-1 text-xs font-semibold text-danger-fg"
        >
          <span
            aria-hidden="true"
            className="h-2 w-2 animate-pulse rounded-full bg-danger-fg motion-reduce:animate-none"
          />
          {copy.listening}
        </p>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        className="rounded-2xl border border-line-strong bg-surface-muted transition-colors focus-within:border-brand-500 focus-within:bg-surface-raised"
      >
        <label htmlFor="assistant-input" className="sr-only">
          {copy.inputLabel}
        </label>
        <textarea
          ref={inputRef}
          id="assistant-input"
          rows={1}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={copy.placeholder}
          enterKeyHint="send"
          aria-describedby="assistant-input-hint"
          className="field-sizing-content block max-h-32 min-h-11 w-full resize-none rounded-2xl bg-transparent px-4 pb-1 pt-3 text-base leading-6 text-ink placeholder:text-ink-muted focus:outline-none sm:text-sm"
        />
        <div className="flex items-center justify-between gap-2 py-1.5 ps-4 pe-1.5">
          <p id="assistant-input-hint" className="text-xs text-ink-muted">
            <span className="hidden sm:inline">{copy.inputHint}</span>
          </p>
          <div className="flex items-center gap-1">
            {voice.supported && (
              <IconButton
                label={voice.listening ? copy.stopVoice : copy.startVoice}
                aria-pressed={voice.listening}
                onClick={voice.listening ? voice.stop : voice.start}
                className={`h-9 w-9 ${voice.listening ? "bg-danger-fg text-surface hover:opacity-90" : "text-ink-muted hover:bg-brand-50 hover:text-brand-700"}`}
              >
                {voice.listening ? (
                  <Square aria-hidden="true" className="h-3.5 w-3.5" fill="currentColor" />
                ) : (
                  <Mic aria-hidden="true" className="h-5 w-5" />
                )}
              </IconButton>
            )}
            <IconButton
              type="submit"
              label={copy.send}
              aria-disabled={text === null || undefined}
              className={`h-9 w-9 ${text === null ? "bg-brand-100 text-brand-700" : "bg-brand-600 text-white hover:bg-brand-900"}`}
            >
              <SendHorizontal aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" />
            </IconButton>
          </div>
        </div>
      </form>
    </div>
  );
}
