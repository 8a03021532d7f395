// The modules the content plugin (scripts/content/vite-plugin.ts) serves: each collection,
// validated at build time, typed by its schema.
declare module "virtual:content/case-studies" {
  const entries: import("./schema").CaseStudy[];
  export default entries;
}
declare module "virtual:content/pages/case-study" {
  const data: import("./schema").CaseStudyPage;
  export default data;
}
declare module "virtual:content/news" {
  const entries: import("./schema").NewsPost[];
  export default entries;
}
declare module "virtual:content/jobs" {
  const entries: import("./schema").JobOpening[];
  export default entries;
}
declare module "virtual:content/pages/whats-new" {
  const data: import("./schema").WhatsNewPage;
  export default data;
}
declare module "virtual:content/pages/news-post" {
  const data: import("./schema").NewsPostPage;
  export default data;
}
declare module "virtual:content/pages/job" {
  const data: import("./schema").JobPage;
  export default data;
}
declare module "virtual:content/services" {
  const entries: import("./schema").Service[];
  export default entries;
}
declare module "virtual:content/industries" {
  const entries: import("./schema").IndustryPage[];
  export default entries;
}
declare module "virtual:content/testimonials" {
  const entries: import("./schema").Testimonial[];
  export default entries;
}
declare module "virtual:content/leaders" {
  const entries: import("./schema").Leader[];
  export default entries;
}
declare module "virtual:content/legal" {
  const entries: import("./schema").LegalEntry[];
  export default entries;
}
declare module "virtual:content/industry-cards" {
  const data: import("./schema").ContentOf<typeof import("./schema").industryCards>;
  export default data;
}
declare module "virtual:content/products" {
  const data: import("./schema").ContentOf<typeof import("./schema").products>;
  export default data;
}
declare module "virtual:content/brands" {
  const data: import("./schema").ContentOf<typeof import("./schema").brands>;
  export default data;
}
declare module "virtual:content/timeline" {
  const data: import("./schema").ContentOf<typeof import("./schema").timeline>;
  export default data;
}
declare module "virtual:content/values" {
  const data: import("./schema").ContentOf<typeof import("./schema").values>;
  export default data;
}
declare module "virtual:content/navigation" {
  const data: import("./schema").ContentOf<typeof import("./schema").navigation>;
  export default data;
}
declare module "virtual:content/service-teasers" {
  const data: import("./schema").ContentOf<typeof import("./schema").serviceTeasers>;
  export default data;
}
declare module "virtual:content/clients" {
  const data: import("./schema").ContentOf<typeof import("./schema").clients>;
  export default data;
}
declare module "virtual:content/partners" {
  const data: import("./schema").ContentOf<typeof import("./schema").partners>;
  export default data;
}
declare module "virtual:content/projects" {
  const data: import("./schema").ContentOf<typeof import("./schema").projects>;
  export default data;
}
declare module "virtual:content/media-kit" {
  const data: import("./schema").ContentOf<typeof import("./schema").mediaKit>;
  export default data;
}
declare module "virtual:content/assistant" {
  const data: import("./schema").ContentOf<typeof import("./schema").assistant>;
  export default data;
}
declare module "virtual:content/application-form" {
  const data: import("./schema").ContentOf<typeof import("./schema").applicationForm>;
  export default data;
}
declare module "virtual:content/enquiry-form" {
  const data: import("./schema").ContentOf<typeof import("./schema").enquiryForm>;
  export default data;
}
declare module "virtual:content/ui" {
  const data: import("./schema").ContentOf<typeof import("./schema").ui>;
  export default data;
}
declare module "virtual:content/pages/home" {
  const page: import("./schema").PageCopy<"home">;
  export default page;
}
declare module "virtual:content/pages/service" {
  const page: import("./schema").PageCopy<"service">;
  export default page;
}
declare module "virtual:content/pages/services" {
  const page: import("./schema").PageCopy<"services">;
  export default page;
}
declare module "virtual:content/pages/industries" {
  const page: import("./schema").PageCopy<"industries">;
  export default page;
}
declare module "virtual:content/pages/industry" {
  const page: import("./schema").PageCopy<"industry">;
  export default page;
}
declare module "virtual:content/pages/products" {
  const page: import("./schema").PageCopy<"products">;
  export default page;
}
declare module "virtual:content/pages/our-story" {
  const page: import("./schema").PageCopy<"our-story">;
  export default page;
}
declare module "virtual:content/pages/leadership" {
  const page: import("./schema").PageCopy<"leadership">;
  export default page;
}
declare module "virtual:content/pages/partnerships" {
  const page: import("./schema").PageCopy<"partnerships">;
  export default page;
}
declare module "virtual:content/pages/our-brands" {
  const page: import("./schema").PageCopy<"our-brands">;
  export default page;
}
declare module "virtual:content/pages/clients" {
  const page: import("./schema").PageCopy<"clients">;
  export default page;
}
declare module "virtual:content/pages/resources" {
  const page: import("./schema").PageCopy<"resources">;
  export default page;
}
declare module "virtual:content/pages/case-studies" {
  const page: import("./schema").PageCopy<"case-studies">;
  export default page;
}
declare module "virtual:content/pages/projects" {
  const page: import("./schema").PageCopy<"projects">;
  export default page;
}
declare module "virtual:content/pages/media-kit" {
  const page: import("./schema").PageCopy<"media-kit">;
  export default page;
}
declare module "virtual:content/pages/testimonials" {
  const page: import("./schema").PageCopy<"testimonials">;
  export default page;
}
declare module "virtual:content/pages/careers" {
  const page: import("./schema").PageCopy<"careers">;
  export default page;
}
declare module "virtual:content/pages/privacy" {
  const page: import("./schema").PageCopy<"privacy">;
  export default page;
}
declare module "virtual:content/pages/terms" {
  const page: import("./schema").PageCopy<"terms">;
  export default page;
}
declare module "virtual:content/pages/contact" {
  const page: import("./schema").PageCopy<"contact">;
  export default page;
}
declare module "virtual:content/pages/contact-thanks" {
  const page: import("./schema").PageCopy<"contact-thanks">;
  export default page;
}
declare module "virtual:content/pages/search" {
  const page: import("./schema").PageCopy<"search">;
  export default page;
}
