import { HomeHero } from "~/components/sections/HomeHero";
import { IndustriesGrid } from "~/components/sections/IndustriesGrid";
import { ProductSuiteTeaser } from "~/components/sections/ProductSuiteTeaser";
import { ServicesTeaser } from "~/components/sections/ServicesTeaser";
import { TestimonialsStrip } from "~/components/sections/TestimonialsStrip";
import { findArtwork } from "~/content/artwork";
import { clientLogosLabel, homeClientLogos } from "~/content/clients";
import { heroScreenNames, homeHero, homeMetaDescription } from "~/content/home";
import { industryCards } from "~/content/industry-cards";
import { products } from "~/content/products";
import { withScreenPicture } from "~/content/product-screens";
import { serviceTeasers } from "~/content/service-teasers";
import { testimonials } from "~/content/testimonials";
import { organizationJsonLd, websiteJsonLd } from "~/lib/jsonld";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

/** The product suite teaser shows the first four products. */
const HOME_PRODUCT_COUNT = 4;

// Build time only: the sections' content and artwork metadata go into the pre-rendered HTML,
// so the home page's JavaScript carries none of it (the page is the LCP-critical one).
export function loader() {
  return {
    heroScreens: heroScreenNames.map((name) => {
      const product = products.find((item) => item.name === name);
      if (!product)
        throw new Error(`pages/home: hero.screens names "${name}", which is not a product`);
      return { name, ...product.screen, picture: withScreenPicture(product).screen.picture };
    }),
    clientLogos: { logos: homeClientLogos, label: clientLogosLabel },
    teasers: serviceTeasers.map((teaser) => ({ ...teaser, picture: findArtwork(teaser.image) })),
    products: products.slice(0, HOME_PRODUCT_COUNT).map(withScreenPicture),
    industryCards,
    testimonials,
  };
}

export const meta = () =>
  pageMeta({
    title: homeHero.title,
    description: homeMetaDescription,
    path: "/",
    jsonLd: [organizationJsonLd(), websiteJsonLd()],
  });

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HomeHero screens={loaderData.heroScreens} clientLogos={loaderData.clientLogos} />
      <ProductSuiteTeaser products={loaderData.products} />
      <ServicesTeaser teasers={loaderData.teasers} />
      <IndustriesGrid cards={loaderData.industryCards} />
      {/* The client voices lead into the footer's enquiry band: the page's one closing call to action. */}
      <TestimonialsStrip testimonials={loaderData.testimonials} />
    </>
  );
}
