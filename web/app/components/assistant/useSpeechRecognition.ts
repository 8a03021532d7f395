import { useCallback, useEffect, useRef, useState } from "react";
import { locale } from "~/lib/locale";
import { speechLanguage } from "~/lib/assistant/speech-language";

// The Web Speech API's recognition, in the few members we use (not in TypeScript's DOM lib).
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onerror: (() => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | undefined {
  if (typeof window === "undefined") return undefined;
  const w = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

/**
 * Voice input, where the browser has it: one utterance in the page's language (US English on
 * English pages; speech-language.ts), final results
 * only. A result is handed to `onTranscript` (the caller fills the input; nothing is sent).
 * A result, an error, the end of speech or `stop` returns to idle; errors stop silently; a
 * failure to start is logged and returns to idle.
 */
export function useSpeechRecognition(onTranscript: (text: string) => void) {
  const [supported] = useState(() => recognitionConstructor() !== undefined);
  const [listening, setListening] = useState(false);
  const recognition = useRef<Recognition | null>(null);
  const onTranscriptRef = useRef(onTranscript);
  onTranscriptRef.current = onTranscript;

  const stop = useCallback(() => {
    recognition.current?.stop();
    recognition.current = null;
    setListening(false);
  }, []);

  const start = useCallback(() => {
    const Ctor = recognitionConstructor();
    if (!Ctor) return;
    try {
      const rec = new Ctor();
      rec.lang = speechLanguage(locale);
      rec.continuous = false;
      rec.interimResults = false;
      const idle = () => {
        if (recognition.current === rec) recognition.current = null;
        setListening(false);
      };
      rec.onresult = (event) => {
        const transcript = event.results[0]?.[0]?.transcript ?? "";
        if (transcript) onTranscriptRef.current(transcript);
        idle();
      };
      rec.onerror = idle;
      rec.onend = idle;
      recognition.current = rec;
      setListening(true);
      rec.start();
    } catch (error) {
      console.error("Speech recognition could not start:", error);
      recognition.current = null;
      setListening(false);
    }
  }, []);

  useEffect(() => () => recognition.current?.abort(), []);

  return { supported, listening, start, stop };
}
