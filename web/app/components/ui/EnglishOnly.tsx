import type { ReactNode } from "react";
import { Badge } from "~/components/ui/Badge";
import { Icon } from "~/components/ui/Icon";
import { ui } from "~/content/ui";

/**
 * `lang` and `dir` for text a language shows from English (a news post or job opening published
 * in English only): screen readers and hyphenation read it as English inside the page's language,
 * and in a right-to-left page it still runs left to right (its full stops end its sentences).
 */
export const englishText = (untranslated: boolean | undefined) =>
  untranslated ? ({ lang: "en", dir: "ltr" } as const) : {};

/** The one-line notice, in the page's language, above such text. */
export function EnglishOnlyNotice({
  untranslated,
  className = "",
}: {
  untranslated?: boolean;
  className?: string;
}) {
  if (!untranslated) return null;
  return (
    <p className={`text-sm font-medium text-ink-muted ${className}`} role="note">
      {ui.language.englishOnly}
    </p>
  );
}

/**
 * The mark on a card whose text is shown in English ("Auf Englisch", "英語"), so a reader knows
 * before opening it. Nothing on a card in the page's own language.
 */
export function EnglishMark({ untranslated }: { untranslated?: boolean }) {
  if (!untranslated) return null;
  return (
    <span data-english-mark className="inline-flex">
      <Badge tone="neutral">
        <Icon name="globe" className="me-1 h-3.5 w-3.5" />
        {ui.language.inEnglish}
      </Badge>
    </span>
  );
}

/**
 * A short value that may be written in another script than the page's (a place, a department,
 * a product's name) in an isolate of its own, so the bidirectional algorithm never reorders it
 * with the text around it; `english` also marks it as English text.
 */
export function Isolated({ english, children }: { english?: boolean; children: ReactNode }) {
  return <bdi {...englishText(english)}>{children}</bdi>;
}

/**
 * A label with its {name} (a company's, a product's) in an isolate: in Arabic the name's Latin
 * words and full stops stay in their order, and the label's punctuation stays on its side.
 */
export function WithName({ label, name }: { label: string; name: string }) {
  const [before = "", ...rest] = label.split("{name}");
  if (rest.length === 0) return <>{label}</>;
  return (
    <>
      {before}
      <bdi>{name}</bdi>
      {rest.join(name)}
    </>
  );
}
