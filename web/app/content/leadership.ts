import entries from "virtual:content/leaders";
import type { Leader } from "./schema";

// The leadership team, one Markdown file each in content/<locale>/leaders/, in their `order`.
export const leaders: readonly Leader[] = entries;
