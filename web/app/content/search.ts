// Copy for the site search page.

export const searchPageCopy = {
  title: "Search the site",
  lead: "Find services, products, industries, case studies and open roles.",
  description: "Search Kaveri Digital's services, products, industries, case studies and careers.",
  noScript: "Search runs in your browser and needs JavaScript. Meanwhile, every page is one click away in the menu, or start here:",
  unavailable: "Search is not available right now. Please try again in a moment, or browse the menu.",
  suggestionsLabel: "Popular searches",
} as const;

export const searchSuggestions: readonly string[] = ["AI products", "cloud migration", "healthcare", "case studies", "careers"];
