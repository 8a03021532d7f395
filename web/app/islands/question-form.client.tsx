// A position's question form (components/careers/QuestionForm.tsx) and its notifications,
// hydrated by the islands loader on the first focus in or press on the form (routes/job-question.tsx).
import { islandHydrator } from "~/components/islands/hydrate";
import { QuestionFormIsland } from "~/components/careers/QuestionForm";

export const hydrate = islandHydrator(QuestionFormIsland);
