import { PageHero } from "~/components/site/PageHero";
import { TestimonialCard } from "~/components/sections/TestimonialCard";
import { allTestimonials } from "~/content/testimonials";
import { pageIntros } from "~/content/page-intros";
import { innerPageMeta } from "~/lib/page-meta";

const intro = pageIntros.testimonials;

export const meta = () => innerPageMeta(intro, "/testimonials");

export default function TestimonialsRoute() {
  return (
    <>
      <PageHero eyebrow={intro.eyebrow} title={intro.title} lead={intro.lead} />
      <section aria-label="Testimonials" className="container-page py-16 sm:py-20">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {allTestimonials.map((testimonial) => (
            <li key={testimonial.author}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
