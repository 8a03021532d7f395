import { site } from "~/site";

// What the site assistant says that is not already a fact elsewhere: its greeting, its
// fallback, the AI capabilities and the pricing models. Everything else it quotes
// (services, products, roles, contacts, figures) is read from the content modules and site.ts
// by lib/assistant/replies.ts. This module imports nothing heavy: the chat panel loads it.

export const assistantGreeting = `Hi, I'm ${site.assistant.name}, the ${site.name} assistant. Welcome! I can help you with our services, our products and your digital transformation. What would you like to know?`;

export const assistantDefaultReply = `Thanks for your message! I can tell you about our services, products, AI capabilities, pricing, careers, or how to reach our team. For anything more specific, our consultants will be glad to help.`;

export const assistantSearchIntro = "Here is what I found on our site:";

/** When the reply engine cannot be loaded (the connection dropped). */
export const assistantOfflineReply = `Sorry, I can't answer right now: the connection seems to be down. You can always reach our team at ${site.contact.email}.`;

/** The six AI capabilities the assistant names. */
export const aiCapabilities: readonly string[] = [
  "Generative AI assistants and copilots",
  "Machine learning and predictive analytics",
  "Computer vision and visual inspection",
  "Natural language processing and document AI",
  "Voice and speech interfaces",
  "Autonomous AI agents and process automation",
];

/** The ways a client can engage and pay for work. */
export const pricingModels: readonly { name: string; summary: string }[] = [
  { name: "Consultation", summary: `a free ${site.contact.callLength} call to scope your idea` },
  { name: "Project-based", summary: "a fixed price for a defined scope" },
  { name: "Time and materials", summary: "pay for the effort as the scope evolves" },
  { name: "Retainer", summary: "a dedicated team each month" },
  { name: "Enterprise", summary: "multi-year programmes with SLAs" },
];
