import { Island } from "~/components/islands/Island";
import { SiteSearch } from "~/components/search/SiteSearch";
import { PageHero } from "~/components/site/PageHero";
import { HeroList } from "~/components/sections/HeroAsides";
import { navGroups } from "~/content/navigation";
import {
  searchBrowseLabel,
  searchKinds,
  searchPageCopy,
  searchSuggestions,
} from "~/content/search";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/search";
import { ui } from "~/content/ui";

// Build time only: the page's words go into the pre-rendered HTML, not into the route's JavaScript.
export const loader = () => ({
  copy: searchPageCopy,
  suggestions: searchSuggestions,
  kinds: searchKinds,
  browse: {
    label: searchBrowseLabel,
    // The first link of each of the header's menus: the site's main sections.
    sections: navGroups.flatMap((group) => group.items.slice(0, 1)),
  },
});

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta({
    title: loaderData.copy.metaTitle,
    description: loaderData.copy.description,
    path: "/search",
  });

export default function SearchRoute({
  loaderData: { copy, suggestions, kinds, browse },
}: Route.ComponentProps) {
  return (
    <>
      {/* Beside the opening from lg, for a visitor who would rather browse than type. */}
      <PageHero
        title={copy.title}
        lead={copy.lead}
        asideFrom="lg"
        aside={
          <HeroList
            kind="browse"
            label={browse.label}
            items={browse.sections.map((item) => ({
              title: item.title,
              href: item.href,
              detail: item.description,
            }))}
          />
        }
      />
      <section
        aria-label={ui.landmarks.search}
        className="container-page min-h-[50vh] py-10 sm:py-14"
      >
        {/* Hydrated on the first focus in its form, or at once for an address with a query. */}
        <Island
          name="site-search"
          on="form param:q"
          component={SiteSearch}
          props={{ copy, suggestions, kinds }}
        />
      </section>
    </>
  );
}
