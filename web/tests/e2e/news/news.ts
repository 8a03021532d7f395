// The news posts and the copy of the news pages, as the build reads them.
import type { NewsPost, NewsPostPage, WhatsNewPage } from "../../../app/content/schema";
import { content } from "../support/content";

/** Every post, newest first (the loader's order). */
export const posts = content.news as NewsPost[];
export const indexCopy = content["pages/whats-new"] as WhatsNewPage;
export const postCopy = content["pages/news-post"] as NewsPostPage;
export const postPath = (slug: string) => `/whats-new/${slug}`;
