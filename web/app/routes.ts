import { type RouteConfig, index, route } from "@react-router/dev/routes";

// The team console is English only (an internal tool): the other languages' builds have no route
// for it, so their route tables and pages never mention it.
const locale = process.env.VITE_SITE_LOCALE ?? "en";

export default [
  index("routes/home.tsx"),
  route("services", "routes/services.tsx"),
  route("services/:slug", "routes/service-detail.tsx"),
  route("industries", "routes/industries.tsx"),
  route("industries/:slug", "routes/industry-detail.tsx"),
  route("products", "routes/products.tsx"),
  route("about-us/our-story", "routes/our-story.tsx"),
  route("about-us/leadership", "routes/leadership.tsx"),
  route("about-us/partnerships", "routes/partnerships.tsx"),
  route("our-brands", "routes/our-brands.tsx"),
  route("clients", "routes/clients.tsx"),
  route("resources", "routes/resources.tsx"),
  // The index and its filtered views share one layout, so a filter updates the list in place.
  route("resources/case-studies", "routes/case-studies.tsx", [
    route("industry/:industry", "routes/case-studies-filter.tsx", { id: "case-studies-industry" }),
    route("service/:service", "routes/case-studies-filter.tsx", { id: "case-studies-service" }),
  ]),
  route("resources/case-studies/:slug", "routes/case-study.tsx"),
  route("resources/projects", "routes/projects.tsx"),
  route("resources/media-kit", "routes/media-kit.tsx"),
  route("whats-new", "routes/whats-new.tsx"),
  route("whats-new/page/:page", "routes/whats-new-page.tsx"),
  route("whats-new/:slug", "routes/news-post.tsx"),
  route("testimonials", "routes/testimonials.tsx"),
  route("careers", "routes/careers.tsx"),
  route("careers/thanks", "routes/careers-thanks.tsx"),
  route("careers/question-thanks", "routes/question-thanks.tsx"),
  route("careers/:slug", "routes/job.tsx"),
  route("careers/:slug/question", "routes/job-question.tsx"),
  route("contact", "routes/contact.tsx"),
  route("contact/thanks", "routes/contact-thanks.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("terms", "routes/terms.tsx"),
  route("search", "routes/search.tsx"),
  // The team console: one splat route, its pages are client routes inside it (routes/team/).
  ...(locale === "en" ? [route("team/*", "routes/team/console.tsx")] : []),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
