// Where each content collection lives and which schema its files follow. Paths are relative to
// content/<locale>/ (today `en`; a second language is a sibling folder with the same layout).
//   entries: a folder of Markdown files with YAML front matter, one entry each, slug = file name
//   items:   a folder of YAML files, one entry each, slug = file name
//   data:    one YAML file holding an object or a list
// Plain Node loads this file too: relative imports only.
import type { z } from "zod";
import * as schema from "./schema.ts";

export interface CollectionDefinition {
  kind: "entries" | "items" | "data";
  /** Folder (entries, items) or file without extension (data), under content/<locale>/. */
  path: string;
  /** Shown in the CMS. */
  label: string;
  schema: z.ZodType;
}

export const collections = {
  "case-studies": { kind: "entries", path: "case-studies", label: "Case studies", schema: schema.caseStudy },
  "pages/case-study": { kind: "data", path: "pages/case-study", label: "Case study page", schema: schema.caseStudyPage },
  news: { kind: "entries", path: "news", label: "News posts", schema: schema.newsPost },
  "pages/whats-new": { kind: "data", path: "pages/whats-new", label: "What's New page", schema: schema.whatsNewPage },
  "pages/news-post": { kind: "data", path: "pages/news-post", label: "News post page", schema: schema.newsPostPage },
  jobs: { kind: "entries", path: "jobs", label: "Job openings", schema: schema.job },
  "pages/job": { kind: "data", path: "pages/job", label: "Job page", schema: schema.jobPage },
  "page-types": { kind: "data", path: "page-types", label: "Page types (search results)", schema: schema.pageTypes },
} as const satisfies Record<string, CollectionDefinition>;

export type CollectionName = keyof typeof collections;

export const defaultLocale = "en";
