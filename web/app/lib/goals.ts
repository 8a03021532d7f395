import goalList from "../../content/goals.json";
import { goalAttribute, goalEvent } from "./inline-scripts/count";

// The goals traffic counting knows, for the app: content/goals.json is the list (the server
// embeds the same file and accepts no other name); `goalNames` repeats its names so TypeScript
// refuses a misspelt one, and tests/unit/lib/goals.test.ts holds the two equal.

export const goalNames = [
  "cta-hero",
  "cta-footer",
  "assistant-open",
  "assistant-message",
  "search",
  "media-kit-download",
  "outbound-product",
  "language-switch",
] as const;

export type GoalName = (typeof goalNames)[number];

/** A goal as the reports name it. */
export interface Goal {
  name: GoalName;
  label: string;
}

export const goals = goalList as readonly Goal[];

/**
 * A goal's props: at most four, each a short fixed value (a language code, a product's name),
 * never text a visitor typed. Keys are lower case: they become `data-goal-<key>` attributes.
 */
export type GoalProps = Readonly<Record<string, string>>;

/** The attributes that make a click on an element send `name` (the head script handles it). */
export function goalAttributes(name: GoalName, props: GoalProps = {}): Record<string, string> {
  const attributes: Record<string, string> = { [goalAttribute]: name };
  for (const [key, value] of Object.entries(props)) attributes[`${goalAttribute}-${key}`] = value;
  return attributes;
}

/** Sends a goal that is no click on a marked element (the assistant's message, a search). */
export function sendGoal(name: GoalName, props?: GoalProps): void {
  document.dispatchEvent(new CustomEvent(goalEvent, { detail: { name, props } }));
}
