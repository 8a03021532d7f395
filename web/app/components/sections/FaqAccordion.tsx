import { Icon } from "~/components/ui/Icon";
import type { Faq } from "~/content/types";

/**
 * Questions as an exclusive accordion built on <details name>: the browser keeps one open at a
 * time, lets the open one close, and it all works without JavaScript.
 */
export function FaqAccordion({ name, faqs }: { name: string; faqs: readonly Faq[] }) {
  return (
    <div className="divide-y divide-line overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface-raised">
      {faqs.map((faq) => (
        <details key={faq.question} name={name} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-6 py-5 text-start font-semibold text-ink hover:bg-surface-muted [&::-webkit-details-marker]:hidden">
            <span>{faq.question}</span>
            <Icon
              name="chevronRight"
              className="h-5 w-5 shrink-0 text-brand-700 transition-transform duration-200 group-open:rotate-90"
            />
          </summary>
          <p className="px-6 pb-6 leading-7 text-ink-muted">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
