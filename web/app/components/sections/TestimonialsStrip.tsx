import { ButtonLink } from "~/components/ui/Button";
import { Section } from "~/components/ui/Section";
import { testimonialsIntro } from "~/content/home";
import type { TestimonialWithMark } from "~/content/testimonials";
import { TestimonialCard } from "./TestimonialCard";

/** Client quotes in a row, each with its accessible star rating. */
export function TestimonialsStrip({
  testimonials,
}: {
  testimonials: readonly TestimonialWithMark[];
}) {
  return (
    <Section
      id="testimonials"
      tone="muted"
      eyebrow={testimonialsIntro.eyebrow}
      title={testimonialsIntro.title}
      align="center"
    >
      <ul className="grid gap-6 lg:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li key={testimonial.author}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
      <div className="mt-12 text-center">
        <ButtonLink to={testimonialsIntro.cta.href} variant="secondary">
          {testimonialsIntro.cta.label}
        </ButtonLink>
      </div>
    </Section>
  );
}
