import { SiteSearch } from "~/components/search/SiteSearch";
import { PageHero } from "~/components/site/PageHero";
import { searchPageCopy } from "~/content/search";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({ title: "Search", description: searchPageCopy.description, path: "/search" });

export default function SearchRoute() {
  return (
    <>
      <PageHero title={searchPageCopy.title} lead={searchPageCopy.lead} />
      <section aria-label="Search" className="container-page min-h-[50vh] py-10 sm:py-14">
        <SiteSearch />
      </section>
    </>
  );
}
