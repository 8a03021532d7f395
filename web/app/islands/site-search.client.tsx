// The search page's form and results (components/search/SiteSearch.tsx), hydrated by the islands
// loader over the HTML the build rendered (routes/search.tsx places it).
import { islandHydrator } from "~/components/islands/hydrate";
import { SiteSearch } from "~/components/search/SiteSearch";

export const hydrate = islandHydrator(SiteSearch);
