// The schema of every content collection: what each Markdown or YAML file under content/<locale>/
// must hold. The build validates every file against it (scripts/content/) and the app's types are
// inferred from it, so a field the pages read is a field the build has checked.
//   fields.ts     the field types and their messages (text, slug, iconName, fields(), list…)
//   blocks.ts     pieces of copy many pages share (a page's opening, a section's heading, a CTA)
//   stories.ts    the Markdown collections: case studies, news, jobs, testimonials, leaders, legal
//   catalogue.ts  services, industries, products, brands, clients, partners, projects, values…
//   forms.ts      the enquiry and application forms' words
//   site-wide.ts  navigation, shared labels, the assistant, search result kinds
//   pages.ts      each page's own copy (content/<locale>/pages/)
// The registry (../collections.ts) says which collection follows which schema.
export * from "./fields.ts";
export * from "./blocks.ts";
export * from "./stories.ts";
export * from "./catalogue.ts";
export * from "./forms.ts";
export * from "./site-wide.ts";
export * from "./pages.ts";
