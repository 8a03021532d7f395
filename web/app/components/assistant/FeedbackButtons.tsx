import { ThumbsDown, ThumbsUp } from "lucide-react";
import type { FeedbackType } from "~/lib/assistant/messages";
import { IconButton } from "./IconButton";
import { assistantPanelCopy as copy } from "~/content/assistant";

const choices = [
  { type: "positive", label: copy.helpful, Icon: ThumbsUp },
  { type: "negative", label: copy.unhelpful, Icon: ThumbsDown },
] as const;

/**
 * Thumbs up and down for one bot message. Once either is chosen both are disabled; they keep
 * focus (aria-disabled) so a keyboard user is not dropped to the top of the page.
 */
export function FeedbackButtons({
  rating,
  onRate,
}: {
  rating: FeedbackType | undefined;
  onRate: (type: FeedbackType) => void;
}) {
  const rated = rating !== undefined;
  return (
    <div className="mt-1.5 flex items-center gap-1 ps-1">
      {choices.map(({ type, label, Icon }) => (
        <IconButton
          key={type}
          label={label}
          tooltipSide="bottom"
          aria-disabled={rated || undefined}
          aria-pressed={rating === type}
          onClick={() => {
            if (!rated) onRate(type);
          }}
          className={`h-8 w-8 ${
            rating === type
              ? "bg-brand-100 text-brand-800"
              : rated
                ? "cursor-not-allowed text-ink-muted/60"
                : "text-ink-muted hover:bg-brand-50 hover:text-brand-700"
          }`}
        >
          <Icon
            aria-hidden="true"
            className="h-4 w-4"
            fill={rating === type ? "currentColor" : "none"}
          />
        </IconButton>
      ))}
      {rated && <span className="ms-1 text-xs text-ink-muted">{copy.thanks}</span>}
    </div>
  );
}
