import { buttonClass } from "~/components/ui/Button";
import { countToggleAttribute } from "~/lib/inline-scripts/count";
import type { CountingControlWords } from "~/lib/legal-document";

/**
 * The traffic-counting opt-out on the privacy page. The head script (lib/inline-scripts/count.ts)
 * does the work: it puts the state on <html> as `data-counting` and handles the button's click,
 * so the control works from the first paint and needs no app code; CSS shows the words of the
 * state. Without JavaScript nothing is counted, and the control is hidden.
 */
export function CountingControl({ words }: { words: CountingControlWords }) {
  return (
    <div
      data-pagefind-ignore
      className="mt-5 hidden rounded-2xl border border-line bg-surface-raised p-5 in-data-[counting]:block"
    >
      <p role="status" className="font-semibold text-ink">
        <span className="in-data-[counting=off]:hidden in-data-[counting=signal]:hidden">
          {words.on}
        </span>
        <span className="hidden in-data-[counting=off]:inline">{words.off}</span>
        <span className="hidden in-data-[counting=signal]:inline">{words.signal}</span>
      </p>
      <button
        type="button"
        {...{ [countToggleAttribute]: "" }}
        className={buttonClass("secondary", "md", "mt-4 in-data-[counting=signal]:hidden")}
      >
        <span className="in-data-[counting=off]:hidden">{words.turnOff}</span>
        <span className="hidden in-data-[counting=off]:inline">{words.turnOn}</span>
      </button>
    </div>
  );
}
