import type { ProcessStep } from "~/content/types";
import { Card } from "~/components/ui/Card";
import { ui } from "~/content/ui";
import { fillPlaceholders } from "~/lib/placeholders";

/** A numbered process: an ordered list, two a row, four on extra-wide screens. */
export function ProcessSteps({ steps }: { steps: readonly ProcessStep[] }) {
  return (
    <ol className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
      {steps.map((step, n) => (
        <Card as="li" key={step.title} className="relative p-6">
          <span
            aria-hidden="true"
            className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white"
          >
            {n + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-ink">
            <span className="sr-only">{fillPlaceholders(ui.cards.step, { count: n + 1 })} </span>
            {step.title}
          </h3>
          <p className="mt-2 text-sm leading-6 text-ink-muted">{step.description}</p>
        </Card>
      ))}
    </ol>
  );
}
