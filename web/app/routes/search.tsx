import { SiteSearch } from "~/components/search/SiteSearch";
import { PageHero } from "~/components/site/PageHero";
import { searchKinds, searchPageCopy, searchSuggestions } from "~/content/search";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/search";
import { ui } from "~/content/ui";

// Build time only: the page's words go into the pre-rendered HTML, not into the route's JavaScript.
export const loader = () => ({
  copy: searchPageCopy,
  suggestions: searchSuggestions,
  kinds: searchKinds,
});

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta({
    title: loaderData.copy.metaTitle,
    description: loaderData.copy.description,
    path: "/search",
  });

export default function SearchRoute({
  loaderData: { copy, suggestions, kinds },
}: Route.ComponentProps) {
  return (
    <>
      <PageHero title={copy.title} lead={copy.lead} />
      <section
        aria-label={ui.landmarks.search}
        className="container-page min-h-[50vh] py-10 sm:py-14"
      >
        <SiteSearch copy={copy} suggestions={suggestions} kinds={kinds} />
      </section>
    </>
  );
}
