// Which canned topic a visitor's message is about, in the page's language: the keywords are
// content (content/<code>/assistant.yaml `keywords`), the matching is keyword-match.ts.
import { assistantKeywords } from "~/content/assistant";
import { locale } from "~/lib/locale";
import { topicDetector } from "./keyword-match";

export { topicOrder, type Topic } from "./keyword-match";

/** The first topic in precedence order that the message mentions, or null. */
export const detectTopic = topicDetector(assistantKeywords, locale);
