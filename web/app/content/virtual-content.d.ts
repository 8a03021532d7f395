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
