import { Card } from "~/components/ui/Card";
import { Icon } from "~/components/ui/Icon";
import type { TestimonialWithMark } from "~/content/testimonials";
import { ClientMark } from "./ClientMarks";
import { ui } from "~/content/ui";
import { fillPlaceholders } from "~/lib/placeholders";

/** A client quote with its star rating (read as "Rated n out of 5"), its client's wordmark and author. */
export function TestimonialCard({ testimonial }: { testimonial: TestimonialWithMark }) {
  const { rating } = testimonial;
  return (
    <Card className="flex h-full flex-col p-6 sm:p-8">
      <figure className="flex h-full flex-col">
        {/* The wordmark is decorative: the author's role names the company. */}
        <div className="flex items-center justify-between gap-4">
          <p
            role="img"
            aria-label={fillPlaceholders(ui.cards.rating, { count: rating })}
            className="flex gap-0.5 text-rating"
          >
            {Array.from({ length: 5 }, (_, i) => (
              <Icon
                key={i}
                name="star"
                className={`h-5 w-5 ${i < rating ? "fill-current" : "opacity-30"}`}
              />
            ))}
          </p>
          {testimonial.clientLogo && <ClientMark src={testimonial.clientLogo} className="h-8" />}
        </div>
        <blockquote className="mt-5 text-base leading-7 text-ink">
          <p>
            {ui.quotation.open}
            {testimonial.quote}
            {ui.quotation.close}
          </p>
        </blockquote>
        <figcaption data-pagefind-ignore className="mt-auto flex items-center gap-3 pt-6">
          <span
            aria-hidden="true"
            className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800"
          >
            {testimonial.avatar}
          </span>
          <span>
            <span className="block font-semibold text-ink">{testimonial.author}</span>
            <span className="block text-sm text-ink-muted">{testimonial.role}</span>
          </span>
        </figcaption>
      </figure>
    </Card>
  );
}
