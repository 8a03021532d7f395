// Generated from app/content/collections.ts by scripts/content/module-types.ts: do not edit.
// The modules the content plugin (scripts/content/vite-plugin.ts) serves: each collection,
// validated at build time, typed by its schema.
declare module "virtual:content/case-studies" {
  const content: import("./collections").CollectionContent<"case-studies">;
  export default content;
}
declare module "virtual:content/pages/case-study" {
  const content: import("./collections").CollectionContent<"pages/case-study">;
  export default content;
}
declare module "virtual:content/news" {
  const content: import("./collections").CollectionContent<"news">;
  export default content;
}
declare module "virtual:content/pages/whats-new" {
  const content: import("./collections").CollectionContent<"pages/whats-new">;
  export default content;
}
declare module "virtual:content/pages/news-post" {
  const content: import("./collections").CollectionContent<"pages/news-post">;
  export default content;
}
declare module "virtual:content/jobs" {
  const content: import("./collections").CollectionContent<"jobs">;
  export default content;
}
declare module "virtual:content/pages/job" {
  const content: import("./collections").CollectionContent<"pages/job">;
  export default content;
}
declare module "virtual:content/page-types" {
  const content: import("./collections").CollectionContent<"page-types">;
  export default content;
}
declare module "virtual:content/services" {
  const content: import("./collections").CollectionContent<"services">;
  export default content;
}
declare module "virtual:content/industries" {
  const content: import("./collections").CollectionContent<"industries">;
  export default content;
}
declare module "virtual:content/industry-cards" {
  const content: import("./collections").CollectionContent<"industry-cards">;
  export default content;
}
declare module "virtual:content/testimonials" {
  const content: import("./collections").CollectionContent<"testimonials">;
  export default content;
}
declare module "virtual:content/leaders" {
  const content: import("./collections").CollectionContent<"leaders">;
  export default content;
}
declare module "virtual:content/legal" {
  const content: import("./collections").CollectionContent<"legal">;
  export default content;
}
declare module "virtual:content/products" {
  const content: import("./collections").CollectionContent<"products">;
  export default content;
}
declare module "virtual:content/brands" {
  const content: import("./collections").CollectionContent<"brands">;
  export default content;
}
declare module "virtual:content/timeline" {
  const content: import("./collections").CollectionContent<"timeline">;
  export default content;
}
declare module "virtual:content/values" {
  const content: import("./collections").CollectionContent<"values">;
  export default content;
}
declare module "virtual:content/navigation" {
  const content: import("./collections").CollectionContent<"navigation">;
  export default content;
}
declare module "virtual:content/closing-bands" {
  const content: import("./collections").CollectionContent<"closing-bands">;
  export default content;
}
declare module "virtual:content/service-teasers" {
  const content: import("./collections").CollectionContent<"service-teasers">;
  export default content;
}
declare module "virtual:content/clients" {
  const content: import("./collections").CollectionContent<"clients">;
  export default content;
}
declare module "virtual:content/partners" {
  const content: import("./collections").CollectionContent<"partners">;
  export default content;
}
declare module "virtual:content/projects" {
  const content: import("./collections").CollectionContent<"projects">;
  export default content;
}
declare module "virtual:content/media-kit" {
  const content: import("./collections").CollectionContent<"media-kit">;
  export default content;
}
declare module "virtual:content/assistant" {
  const content: import("./collections").CollectionContent<"assistant">;
  export default content;
}
declare module "virtual:content/enquiry-form" {
  const content: import("./collections").CollectionContent<"enquiry-form">;
  export default content;
}
declare module "virtual:content/application-form" {
  const content: import("./collections").CollectionContent<"application-form">;
  export default content;
}
declare module "virtual:content/question-form" {
  const content: import("./collections").CollectionContent<"question-form">;
  export default content;
}
declare module "virtual:content/ui" {
  const content: import("./collections").CollectionContent<"ui">;
  export default content;
}
declare module "virtual:content/pages/home" {
  const content: import("./collections").CollectionContent<"pages/home">;
  export default content;
}
declare module "virtual:content/pages/services" {
  const content: import("./collections").CollectionContent<"pages/services">;
  export default content;
}
declare module "virtual:content/pages/service" {
  const content: import("./collections").CollectionContent<"pages/service">;
  export default content;
}
declare module "virtual:content/pages/industries" {
  const content: import("./collections").CollectionContent<"pages/industries">;
  export default content;
}
declare module "virtual:content/pages/industry" {
  const content: import("./collections").CollectionContent<"pages/industry">;
  export default content;
}
declare module "virtual:content/pages/products" {
  const content: import("./collections").CollectionContent<"pages/products">;
  export default content;
}
declare module "virtual:content/pages/our-story" {
  const content: import("./collections").CollectionContent<"pages/our-story">;
  export default content;
}
declare module "virtual:content/pages/leadership" {
  const content: import("./collections").CollectionContent<"pages/leadership">;
  export default content;
}
declare module "virtual:content/pages/partnerships" {
  const content: import("./collections").CollectionContent<"pages/partnerships">;
  export default content;
}
declare module "virtual:content/pages/our-brands" {
  const content: import("./collections").CollectionContent<"pages/our-brands">;
  export default content;
}
declare module "virtual:content/pages/clients" {
  const content: import("./collections").CollectionContent<"pages/clients">;
  export default content;
}
declare module "virtual:content/pages/resources" {
  const content: import("./collections").CollectionContent<"pages/resources">;
  export default content;
}
declare module "virtual:content/pages/case-studies" {
  const content: import("./collections").CollectionContent<"pages/case-studies">;
  export default content;
}
declare module "virtual:content/pages/projects" {
  const content: import("./collections").CollectionContent<"pages/projects">;
  export default content;
}
declare module "virtual:content/pages/media-kit" {
  const content: import("./collections").CollectionContent<"pages/media-kit">;
  export default content;
}
declare module "virtual:content/pages/testimonials" {
  const content: import("./collections").CollectionContent<"pages/testimonials">;
  export default content;
}
declare module "virtual:content/pages/careers" {
  const content: import("./collections").CollectionContent<"pages/careers">;
  export default content;
}
declare module "virtual:content/pages/privacy" {
  const content: import("./collections").CollectionContent<"pages/privacy">;
  export default content;
}
declare module "virtual:content/pages/terms" {
  const content: import("./collections").CollectionContent<"pages/terms">;
  export default content;
}
declare module "virtual:content/pages/contact" {
  const content: import("./collections").CollectionContent<"pages/contact">;
  export default content;
}
declare module "virtual:content/pages/contact-thanks" {
  const content: import("./collections").CollectionContent<"pages/contact-thanks">;
  export default content;
}
declare module "virtual:content/pages/search" {
  const content: import("./collections").CollectionContent<"pages/search">;
  export default content;
}
