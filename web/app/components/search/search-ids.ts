/** The search page's input, which the header shortcut focuses. */
export const searchInputId = "site-search-input";
export const searchPath = "/search";
