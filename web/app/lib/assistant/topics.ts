// Which canned topic a visitor's message is about. `topicOrder` is the precedence: the first
// topic whose keywords appear wins.

export const topicOrder = [
  "services",
  "products",
  "ai",
  "contact",
  "careers",
  "pricing",
  "about",
] as const;
export type Topic = (typeof topicOrder)[number];

// Whole words or phrases only, so "ai" does not match "email" nor "maintain".
const keywords: Record<Topic, readonly string[]> = {
  services: ["services?", "offer(s|ing|ings)?", "what (do|can) you do", "solutions?"],
  products: ["products?", "platforms?", "apps?", "what have you built"],
  ai: [
    "ai",
    "artificial intelligence",
    "machine learning",
    "ml",
    "gen ?ai",
    "generative",
    "llms?",
    "chatbots?",
    "computer vision",
    "nlp",
  ],
  contact: [
    "contact",
    "reach",
    "e-?mail",
    "phone",
    "call",
    "get in touch",
    "talk to",
    "speak (to|with)",
    "address",
    "office",
  ],
  careers: [
    "careers?",
    "jobs?",
    "hiring",
    "vacanc(y|ies)",
    "openings?",
    "positions?",
    "roles?",
    "internships?",
    "work (for|at) (you|kaveri)",
    "join (you|your team|the team)",
    "apply",
  ],
  pricing: [
    "pric(e|es|ing)",
    "costs?",
    "how much",
    "budget",
    "rates?",
    "quotes?",
    "fees?",
    "estimates?",
    "engagement models?",
  ],
  about: [
    "about (you|us|the company|your company|kaveri)",
    "company",
    "history",
    "founded",
    "founding",
    "who are you",
    "story",
    "mission",
    "vision",
    "clients?",
    "track record",
  ],
};

const patterns = Object.fromEntries(
  topicOrder.map((topic) => [topic, new RegExp(`\\b(${keywords[topic].join("|")})\\b`, "i")]),
) as Record<Topic, RegExp>;

/** The first topic in precedence order that the message mentions, or null. */
export function detectTopic(message: string): Topic | null {
  const text = message.replace(/[\u2018\u2019]/g, "'");
  return topicOrder.find((topic) => patterns[topic].test(text)) ?? null;
}
