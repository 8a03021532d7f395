import { PageHero } from "~/components/site/PageHero";
import { BrandCard } from "~/components/sections/BrandCard";
import { HeroScreens } from "~/components/sections/HeroScreens";
import { ProductCard } from "~/components/sections/ProductCard";
import { Section } from "~/components/ui/Section";
import { brands } from "~/content/brands";
import { pageIntros } from "~/content/page-intros";
import { pageSections, productsHeroScreens } from "~/content/page-sections";
import { withCount } from "~/lib/with-count";
import { products } from "~/content/products";
import { withScreenPicture } from "~/content/product-screens";
import { innerPageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/products";
import { cardGrid } from "~/lib/card-grid";

// Content arrives through the loader, which runs at build time: the copy is in the HTML and
// the route's JavaScript carries only the components.
export const loader = () => {
  const { suite, brands: brandsSection } = pageSections.products;
  return {
    intro: pageIntros.products,
    sections: {
      suite: { ...suite, title: withCount(suite.title, products.length) },
      brands: brandsSection,
    },
    products: products.map(withScreenPicture),
    heroScreens: productsHeroScreens.map((name) => {
      const product = products.find((item) => item.name === name);
      if (!product)
        throw new Error(`pages/products: heroScreens names "${name}", which is not a product`);
      return { name, ...product.screen };
    }),
    brands,
  };
};

export const meta = ({ loaderData }: Route.MetaArgs) =>
  innerPageMeta(loaderData.intro, "/products");

export default function ProductsRoute({
  loaderData: { intro, sections, products, brands, heroScreens },
}: Route.ComponentProps) {
  return (
    <>
      {/* The product itself beside the opening from lg; a phone goes on to the cards, each with
          its screen. */}
      <PageHero
        eyebrow={intro.eyebrow}
        title={intro.title}
        lead={intro.lead}
        aside={<HeroScreens screens={heroScreens} />}
        asideFrom="lg"
      />
      <Section id="core-products" {...sections.suite}>
        <ul className={cardGrid(products.length).list}>
          {products.map((product, index) => (
            <li
              key={product.name}
              className={index === products.length - 1 ? cardGrid(products.length).last : undefined}
            >
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="brands" tone="muted" {...sections.brands}>
        <ul className="grid gap-6 md:grid-cols-2">
          {brands.map((brand) => (
            <li key={brand.name}>
              <BrandCard brand={brand} />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
