import entries from "virtual:content/testimonials";
import { findClientLogo } from "./clients";
import type { Testimonial } from "./schema";

// Client voices, one Markdown file each in content/<locale>/testimonials/. The avatar is the
// author's initials, shown as a monogram; the client's wordmark (clients.yaml, checked at build)
// tops the quote. The home page shows the three marked `featured`; /testimonials shows all.

/** A testimonial with its client's wordmark file, resolved at build time. */
export type TestimonialWithMark = Testimonial & { clientLogo: string | undefined };

const withMarks: readonly TestimonialWithMark[] = entries.map((t) => ({
  ...t,
  clientLogo: findClientLogo(t.client)?.src,
}));

export const testimonials: readonly TestimonialWithMark[] = withMarks.filter((t) => t.featured);
export const moreTestimonials: readonly TestimonialWithMark[] = withMarks.filter(
  (t) => !t.featured,
);
export const allTestimonials: readonly TestimonialWithMark[] = [
  ...testimonials,
  ...moreTestimonials,
];
