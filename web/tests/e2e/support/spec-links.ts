// The 17 links the top navigation must offer: the header must reach every one. Kept here, as
// the test's oracle, rather than read from the app's own navigation data.
export const specNavLinks = [
  "/",
  "/services",
  "/industries",
  "/products",
  "/about-us/our-story",
  "/about-us/leadership",
  "/about-us/partnerships",
  "/our-brands",
  "/clients",
  "/resources",
  "/resources/case-studies",
  "/resources/projects",
  "/resources/media-kit",
  "/whats-new",
  "/testimonials",
  "/careers",
  "/contact",
] as const;

/** The five dropdown groups of the desktop header, in order. */
export const specNavGroups = [
  "What we do",
  "Who we are",
  "Insights",
  "Careers",
  "Newsroom",
] as const;
