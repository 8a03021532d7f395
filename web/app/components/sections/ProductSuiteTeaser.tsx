import { ButtonLink } from "~/components/ui/Button";
import { Icon } from "~/components/ui/Icon";
import { Section } from "~/components/ui/Section";
import { productSuiteIntro } from "~/content/home";
import type { ProductWithScreen } from "~/content/product-screens";
import { ProductCard } from "./ProductCard";

/** Four products from the suite, with a link to all of them. */
export function ProductSuiteTeaser({ products }: { products: readonly ProductWithScreen[] }) {
  return (
    <Section
      id="product-suite"
      tone="muted"
      eyebrow={productSuiteIntro.eyebrow}
      title={productSuiteIntro.title}
      intro={productSuiteIntro.intro}
    >
      <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
        {products.map((product) => (
          <li key={product.name}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
      <div className="mt-12 text-center">
        <ButtonLink to={productSuiteIntro.cta.href} variant="secondary" size="lg">
          {productSuiteIntro.cta.label}
          <Icon name="arrowRight" className="h-5 w-5" />
        </ButtonLink>
      </div>
    </Section>
  );
}
