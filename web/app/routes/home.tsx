import { CtaBand } from "~/components/sections/CtaBand";
import { HomeHero } from "~/components/sections/HomeHero";
import { IndustriesGrid } from "~/components/sections/IndustriesGrid";
import { ProductSuiteTeaser } from "~/components/sections/ProductSuiteTeaser";
import { ServicesTeaser } from "~/components/sections/ServicesTeaser";
import { TestimonialsStrip } from "~/components/sections/TestimonialsStrip";
import { homeCta, homeHero } from "~/content/home";
import { products } from "~/content/products";
import { testimonials } from "~/content/testimonials";
import { organizationJsonLd, websiteJsonLd } from "~/lib/jsonld";
import { pageMeta } from "~/lib/seo";

/** The product suite teaser shows the first four products. */
const HOME_PRODUCT_COUNT = 4;

export const meta = () =>
  pageMeta({
    title: homeHero.title,
    description:
      "Kaveri Digital designs, builds and runs AI-powered software for enterprises and startups: experience design, engineering, cloud, data and AI from one accountable team.",
    path: "/",
    jsonLd: [organizationJsonLd(), websiteJsonLd()],
  });

export default function HomeRoute() {
  return (
    <>
      <HomeHero />
      <ProductSuiteTeaser products={products.slice(0, HOME_PRODUCT_COUNT)} />
      <ServicesTeaser />
      <IndustriesGrid />
      <TestimonialsStrip testimonials={testimonials} />
      <CtaBand id="home-cta" title={homeCta.title} body={homeCta.body} primary={homeCta.primary} secondary={homeCta.secondary} />
    </>
  );
}
