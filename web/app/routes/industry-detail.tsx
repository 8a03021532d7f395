import { PageHero } from "~/components/site/PageHero";
import { NotFound } from "~/components/site/NotFound";
import { findIndustry } from "~/content/industries";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/industry-detail";

export const meta = ({ params }: Route.MetaArgs) => {
  const industry = findIndustry(params.slug);
  if (!industry) return pageMeta({ title: "Oops! Page not found", description: "This page could not be found.", path: "/404", noindex: true });
  return pageMeta({ title: industry.title, description: industry.summary || industry.title, path: `/industries/${industry.slug}` });
};

export default function IndustryDetailRoute({ params }: Route.ComponentProps) {
  const industry = findIndustry(params.slug);
  if (!industry) return <NotFound />;
  return <PageHero eyebrow="Industries" title={industry.title} lead={industry.summary} />;
}
