import entries from "virtual:content/news";
import type { NewsPost } from "./schema";

// The news posts, one Markdown file each in content/<locale>/news/.

/** Every post, newest first. */
export const newsPosts: readonly NewsPost[] = entries;
