import data from "virtual:content/assistant";
import type { Topic } from "~/lib/assistant/keyword-match";

// What the site assistant says that is not already a fact elsewhere
// (content/<locale>/assistant.yaml): its greeting, its fallback, the AI capabilities and the
// pricing models. Everything else it quotes (services, products, roles, contacts, figures) is
// read from the other collections and site.ts by lib/assistant/replies.ts. The chat panel
// loads this module: it imports nothing heavy.

export const assistantGreeting = data.greeting;
export const assistantDefaultReply = data.defaultReply;
export const assistantSearchIntro = data.searchIntro;

/** When the reply engine cannot be loaded (the connection dropped). */
export const assistantOfflineReply = data.offlineReply;

/** The six AI capabilities the assistant names. */
export const aiCapabilities: readonly string[] = data.aiCapabilities;

/** The ways a client can engage and pay for work. */
/** The careers reply's words. */
export const careersReplyCopy = data.careers;

export const pricingModels: readonly { name: string; summary: string }[] = data.pricingModels;

/** The chat panel's own words (its heading, input, buttons, what screen readers hear). */
export const assistantPanelCopy = data.panel;

/** The fixed phrases of the replies built from the site's facts. */
export const replyCopy = data.replies;

/** Per topic, the words and phrases that name it in this language (lib/assistant/keyword-match.ts). */
export const assistantKeywords: Readonly<Record<Topic, readonly string[]>> = data.keywords;
