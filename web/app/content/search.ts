import pageTypes from "virtual:content/page-types";
import page from "virtual:content/pages/search";

// Copy for the site search page (content/<locale>/pages/search.yaml).
export const searchPageCopy = page.copy;
export type SearchPageCopy = typeof searchPageCopy;
export const searchSuggestions: readonly string[] = page.suggestions;
/** Over the site's main sections beside the search page's opening. */
export const searchBrowseLabel: string = page.browse;

/** The kinds of page results can be narrowed to, in the order page-types.yaml names them. */
export const searchKinds: readonly string[] = [
  ...new Set([...pageTypes.types.map((type) => type.label), pageTypes.default]),
];
