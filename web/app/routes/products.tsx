import { PageHero } from "~/components/site/PageHero";
import { BrandCard } from "~/components/sections/BrandCard";
import { ProductCard } from "~/components/sections/ProductCard";
import { Section } from "~/components/ui/Section";
import { brands } from "~/content/brands";
import { pageIntros } from "~/content/page-intros";
import { pageSections } from "~/content/page-sections";
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
    brands,
  };
};

export const meta = ({ loaderData }: Route.MetaArgs) =>
  innerPageMeta(loaderData.intro, "/products");

export default function ProductsRoute({
  loaderData: { intro, sections, products, brands },
}: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={intro.eyebrow} title={intro.title} lead={intro.lead} />
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
