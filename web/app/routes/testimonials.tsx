import { PageHero } from "~/components/site/PageHero";
import { TestimonialCard } from "~/components/sections/TestimonialCard";
import { HeroFigures } from "~/components/sections/HeroAsides";
import { heroStats } from "~/content/page-sections";
import { allTestimonials } from "~/content/testimonials";
import { pageIntros } from "~/content/page-intros";
import { innerPageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/testimonials";
import { ui } from "~/content/ui";

// Content arrives through the loader, which runs at build time: the copy is in the HTML and
// the route's JavaScript carries only the components.
export const loader = () => ({
  intro: pageIntros.testimonials,
  stats: heroStats.testimonials,
  testimonials: allTestimonials,
});

export const meta = ({ loaderData }: Route.MetaArgs) =>
  innerPageMeta(loaderData.intro, "/testimonials");

export default function TestimonialsRoute({
  loaderData: { intro, stats, testimonials },
}: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow={intro.eyebrow}
        title={intro.title}
        lead={intro.lead}
        aside={<HeroFigures stats={stats} />}
      />
      <section aria-label={ui.landmarks.testimonials} className="container-page py-16 sm:py-20">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.author}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
