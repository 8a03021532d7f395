// The languages this build publishes, for the plain-Node build steps: site.ts's list, narrowed by
// SITE_LANGUAGES ("en de"; English always). Each non-English language lives under /<code>/.
import { allLanguages as all } from "../app/site.ts";

const wanted = process.env.SITE_LANGUAGES?.split(/[\s,]+/).filter(Boolean);
export const languages = all.filter((l) => l.code === "en" || !wanted || wanted.includes(l.code));
/** Path prefixes of the built languages: "" for English, "/de" … */
export const prefixes = languages.map((l) => (l.code === "en" ? "" : `/${l.code}`));
