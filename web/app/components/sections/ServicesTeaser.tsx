import { Link } from "react-router";
import { ButtonLink } from "~/components/ui/Button";
import { Icon } from "~/components/ui/Icon";
import { Picture } from "~/components/ui/Picture";
import { Section } from "~/components/ui/Section";
import { servicesTeaserIntro } from "~/content/home";
import type { ServiceTeaser } from "~/content/types";
import type { ResponsivePicture } from "~/content/responsive-picture";
import { ui, withName } from "~/content/ui";

/** The home page's four service cards (image, description, metric, Learn More). */
export function ServicesTeaser({
  teasers,
}: {
  teasers: readonly (ServiceTeaser & { picture: ResponsivePicture })[];
}) {
  return (
    <Section
      id="services-teaser"
      eyebrow={servicesTeaserIntro.eyebrow}
      title={servicesTeaserIntro.title}
      intro={servicesTeaserIntro.intro}
    >
      <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
        {teasers.map((teaser) => (
          <li key={teaser.title}>
            <article
              data-pagefind-ignore
              className="group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface-raised shadow-[var(--shadow-card)] transition-[box-shadow,transform] duration-200 hover:-translate-y-1 hover:shadow-[var(--shadow-lift)]"
            >
              <div className="lazy-frame relative aspect-[16/10] overflow-hidden">
                <Picture
                  picture={teaser.picture}
                  alt=""
                  sizes="(min-width: 1280px) 296px, (min-width: 640px) 50vw, 100vw"
                  className="aspect-[16/10] w-full object-cover transition-transform duration-500 group-hover:scale-105"
                />
                <p
                  className={`absolute bottom-3 start-3 rounded-full bg-gradient-to-r px-3 py-1 text-xs font-semibold text-white shadow ${teaser.gradient}`}
                >
                  {teaser.metrics}
                </p>
              </div>
              <div className="flex flex-1 flex-col p-6">
                <h3 className="text-lg font-semibold tracking-tight text-ink">{teaser.title}</h3>
                <p className="mt-2 flex-1 text-sm leading-6 text-ink-muted">{teaser.description}</p>
                <Link
                  to={teaser.href}
                  className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 after:absolute after:inset-0 hover:text-brand-800"
                >
                  {ui.cards.learnMore}
                  <span className="sr-only">
                    {" "}
                    {withName(ui.cards.learnMoreHidden, teaser.title)}
                  </span>
                  <Icon
                    name="arrowRight"
                    className="h-4 w-4 transition-transform group-hover:translate-x-0.5 rtl:group-hover:-translate-x-0.5"
                  />
                </Link>
              </div>
            </article>
          </li>
        ))}
      </ul>
      <div className="mt-12 text-center">
        <ButtonLink to={servicesTeaserIntro.cta.href} size="lg">
          {servicesTeaserIntro.cta.label}
          <Icon name="arrowRight" className="h-5 w-5" />
        </ButtonLink>
      </div>
    </Section>
  );
}
