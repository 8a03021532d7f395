import data from "virtual:content/timeline";
import type { TimelineItem } from "./schema";

// Our story, 2019–2024, one milestone a year (content/<locale>/timeline.yaml).
export const timeline: readonly TimelineItem[] = data.milestones;
