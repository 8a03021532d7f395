import { Link } from "react-router";
import { PageHero } from "~/components/site/PageHero";
import { BrandCard } from "~/components/sections/BrandCard";
import { HeroFigures } from "~/components/sections/HeroAsides";
import { buttonClass } from "~/components/ui/Button";
import { Section } from "~/components/ui/Section";
import { brands } from "~/content/brands";
import { pageIntros } from "~/content/page-intros";
import { heroStats, ourBrandsPage, pageSections } from "~/content/page-sections";
import { withCount } from "~/lib/with-count";
import { products } from "~/content/products";
import { innerPageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/our-brands";

// Content arrives through the loader, which runs at build time: the copy is in the HTML and
// the route's JavaScript carries only the components.
export const loader = () => ({
  intro: pageIntros.ourBrands,
  stats: heroStats.ourBrands,
  sections: {
    brands: { title: withCount(pageSections.ourBrands.brands.title, brands.length) },
    products: {
      ...pageSections.ourBrands.products,
      intro: withCount(pageSections.ourBrands.products.intro, products.length),
    },
  },
  brands,
  links: ourBrandsPage.links,
});

export const meta = ({ loaderData }: Route.MetaArgs) =>
  innerPageMeta(loaderData.intro, "/our-brands");

export default function OurBrandsRoute({
  loaderData: { intro, stats, sections, brands, links },
}: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow={intro.eyebrow}
        title={intro.title}
        lead={intro.lead}
        aside={<HeroFigures stats={stats} />}
      />
      <Section id="brands" {...sections.brands}>
        <ul className="grid gap-6 lg:grid-cols-2">
          {brands.map((brand) => (
            <li key={brand.name}>
              <BrandCard brand={brand} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="product-suite" tone="muted" {...sections.products}>
        <div className="flex flex-wrap gap-3">
          <Link to={links.products.href} className={buttonClass("primary", "lg")}>
            {links.products.label}
          </Link>
          <Link to={links.mediaKit.href} className={buttonClass("secondary", "lg")}>
            {links.mediaKit.label}
          </Link>
        </div>
      </Section>
    </>
  );
}
