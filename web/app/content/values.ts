import data from "virtual:content/values";
import page from "virtual:content/pages/our-story";
import { stats } from "~/site";
import type { CoreValue, PageIntro } from "./schema";

// Our story: mission, vision and the four core values (content/<locale>/values.yaml), and the
// story page's own copy (content/<locale>/pages/our-story.yaml).

export const mission = data.mission;
export const vision = data.vision;
export const coreValues: readonly CoreValue[] = data.values;

export const storyIntro: PageIntro = page.intro;

/** The figures that count up on the story page. */
export const storyStats = page.stats.map((name) => stats[name]);

export const storySections = page.sections;
