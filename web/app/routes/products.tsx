import { PageHero } from "~/components/site/PageHero";
import { BrandCard } from "~/components/sections/BrandCard";
import { ProductCard } from "~/components/sections/ProductCard";
import { Section } from "~/components/ui/Section";
import { brands } from "~/content/brands";
import { pageIntros } from "~/content/page-intros";
import { products } from "~/content/products";
import { innerPageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/products";

// Content arrives through the loader, which runs at build time: the copy is in the HTML and
// the route's JavaScript carries only the components.
export const loader = () => ({ intro: pageIntros.products, products, brands });

export const meta = ({ loaderData }: Route.MetaArgs) => innerPageMeta(loaderData.intro, "/products");

export default function ProductsRoute({ loaderData: { intro, products, brands } }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={intro.eyebrow} title={intro.title} lead={intro.lead} />
      <Section id="core-products" eyebrow="The suite" title={`${products.length} core products`} intro="Each product shows where it stands today. Live and production-ready products run for paying customers; beta and development products are deployed with clients who help shape them.">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {products.map((product) => (
            <li key={product.name}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="brands" tone="muted" eyebrow="Our brands" title="The brands behind the products" intro="Two brands carry our research and teaching beyond client work.">
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
