// When the search page sends the `search` goal (lib/goals.ts): once per search, never its words.
// Typing, with the pauses at which results update, and the Enter that ends it are one search; a
// query that arrives from outside (the header's form, a suggestion, back and forward) is one.

/** How a query came to run: after a pause in typing, submitted, or from the URL. */
export type SearchRun = "typed" | "submitted" | "outside";

export interface SearchGoalState {
  /** The search under way has sent its goal. */
  counted: boolean;
  /** The query last submitted, when nothing was typed since. */
  submitted: string;
}

export const noSearchYet: SearchGoalState = { counted: false, submitted: "" };

/** Whether running `query` sends the goal, and the state after it. */
export function searchGoal(
  state: SearchGoalState,
  query: string,
  how: SearchRun,
): { send: boolean; state: SearchGoalState } {
  const q = query.trim();
  if (!q) return { send: false, state };
  const send = how === "outside" || (!state.counted && (how === "typed" || q !== state.submitted));
  return {
    send,
    state: { counted: how !== "submitted", submitted: how === "submitted" ? q : "" },
  };
}
