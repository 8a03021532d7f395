import type { Card } from "./social-cards.mjs";
export function caseStudyCardsIn(code: string, content?: unknown): Card[];
export function run(clientDir: string): Promise<string>;
