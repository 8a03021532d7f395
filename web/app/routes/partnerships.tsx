import { PageHero } from "~/components/site/PageHero";
import { Card } from "~/components/ui/Card";
import { HeroFigures } from "~/components/sections/HeroAsides";
import { Section } from "~/components/ui/Section";
import { pageIntros } from "~/content/page-intros";
import { heroStats, pageSections } from "~/content/page-sections";
import { partnerCategories, partnershipBenefits, partners } from "~/content/partners";
import { innerPageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/partnerships";
import { cardGrid } from "~/lib/card-grid";
import { ui } from "~/content/ui";

// Content arrives through the loader, which runs at build time: the copy is in the HTML and
// the route's JavaScript carries only the components.
export const loader = () => ({
  intro: pageIntros.partnerships,
  stats: heroStats.partnerships,
  sections: pageSections.partnerships,
  partnerCategories,
  partnershipBenefits,
  partners,
});

export const meta = ({ loaderData }: Route.MetaArgs) =>
  innerPageMeta(loaderData.intro, "/about-us/partnerships");

export default function PartnershipsRoute({
  loaderData: { intro, stats, sections, partnerCategories, partnershipBenefits, partners },
}: Route.ComponentProps) {
  return (
    <>
      <PageHero
        variant="editorial"
        eyebrow={intro.eyebrow}
        title={intro.title}
        lead={intro.lead}
        aside={<HeroFigures stats={stats} />}
      />
      <Section id="what-it-means" {...sections.benefits}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {partnershipBenefits.map((benefit) => (
            <li key={benefit.title} className="border-s-2 border-brand-600 ps-5">
              <h3 className="font-semibold text-ink">{benefit.title}</h3>
              <p className="mt-2 text-sm leading-6 text-ink-muted">{benefit.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      {partnerCategories.map((category, index) => (
        <Section
          key={category.id}
          id={category.id}
          tone={index % 2 === 0 ? "muted" : "plain"}
          title={category.name}
          intro={category.description}
        >
          <ul
            className={
              cardGrid(partners.filter((partner) => partner.category === category.name).length).list
            }
          >
            {partners
              .filter((partner) => partner.category === category.name)
              .map((partner, index, shown) => (
                <li
                  key={partner.name}
                  className={index === shown.length - 1 ? cardGrid(shown.length).last : undefined}
                >
                  <Card className="flex h-full flex-col p-6">
                    <h3 className="text-lg font-semibold text-ink">{partner.name}</h3>
                    <p className="mt-2 text-sm leading-6 text-ink-muted">{partner.description}</p>
                    <p className="mt-auto pt-4 text-sm leading-6 text-ink">
                      <span className="font-semibold text-brand-700">{ui.cards.forYou} </span>
                      {partner.clientBenefit}
                    </p>
                  </Card>
                </li>
              ))}
          </ul>
        </Section>
      ))}
    </>
  );
}
