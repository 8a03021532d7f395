// The modules the content plugin (scripts/content/vite-plugin.ts) serves: each collection,
// validated at build time, typed by its schema.
declare module "virtual:content/case-studies" {
  const entries: import("./schema").CaseStudy[];
  export default entries;
}
declare module "virtual:content/news" {
  const entries: import("./schema").NewsPost[];
  export default entries;
}
declare module "virtual:content/jobs" {
  const entries: import("./schema").JobOpening[];
  export default entries;
}
