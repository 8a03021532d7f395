import page from "virtual:content/pages/search";

// Copy for the site search page (content/<locale>/pages/search.yaml).
export const searchPageCopy = page.copy;
export type SearchPageCopy = typeof searchPageCopy;
export const searchSuggestions: readonly string[] = page.suggestions;
