import entries from "virtual:content/testimonials";
import type { Testimonial } from "./schema";

// Client voices, one Markdown file each in content/<locale>/testimonials/. The avatar is the
// author's initials, shown as a monogram. The home page shows the three marked `featured`;
// /testimonials shows all of them.

export const testimonials: readonly Testimonial[] = entries.filter((t) => t.featured);
export const moreTestimonials: readonly Testimonial[] = entries.filter((t) => !t.featured);
export const allTestimonials: readonly Testimonial[] = [...testimonials, ...moreTestimonials];
