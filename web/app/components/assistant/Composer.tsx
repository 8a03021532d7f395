import { Mic, SendHorizontal, Square } from "lucide-react";
import { type KeyboardEvent, type RefObject, useState } from "react";
import { sendableText } from "~/lib/assistant/messages";
import { site } from "~/site";
import { IconButton } from "./IconButton";
import { useSpeechRecognition } from "./useSpeechRecognition";

/**
 * The message box: Enter sends, Shift+Enter starts a new line, empty or blank input is not
 * sent. A voice button appears only where the browser can recognise speech.
 */
export function Composer({ inputRef, onSend }: { inputRef: RefObject<HTMLTextAreaElement | null>; onSend: (text: string) => void }) {
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
    <div className="border-t border-line bg-white px-3 pb-3 pt-2">
      {voice.listening && (
        <p role="status" className="mb-2 flex items-center gap-2 px-1 text-xs font-semibold text-danger-fg">
          <span aria-hidden="true" className="h-2 w-2 animate-pulse rounded-full bg-danger-fg motion-reduce:animate-none" />
          Listening...
        </p>
      )}
      <form
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor="assistant-input" className="sr-only">
          Message {site.assistant.name}
        </label>
        <textarea
          ref={inputRef}
          id="assistant-input"
          rows={1}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={site.assistant.placeholder}
          enterKeyHint="send"
          className="field-sizing-content max-h-32 min-h-11 flex-1 resize-none rounded-2xl border border-line-strong bg-surface-muted px-4 py-2.5 text-sm leading-6 text-ink placeholder:text-ink-muted focus:border-brand-500 focus:bg-white focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600"
        />
        {voice.supported && (
          <IconButton
            label={voice.listening ? "Stop listening" : "Speak your message"}
            aria-pressed={voice.listening}
            onClick={voice.listening ? voice.stop : voice.start}
            className={`h-11 w-11 ${voice.listening ? "bg-danger-fg text-white hover:opacity-90" : "text-ink-muted hover:bg-brand-50 hover:text-brand-700"}`}
          >
            {voice.listening ? <Square aria-hidden="true" className="h-4 w-4" fill="currentColor" /> : <Mic aria-hidden="true" className="h-5 w-5" />}
          </IconButton>
        )}
        <IconButton
          type="submit"
          label="Send message"
          aria-disabled={text === null || undefined}
          className={`h-11 w-11 ${text === null ? "bg-brand-100 text-brand-700" : "bg-brand-600 text-white hover:bg-brand-700"}`}
        >
          <SendHorizontal aria-hidden="true" className="h-5 w-5" />
        </IconButton>
      </form>
    </div>
  );
}
