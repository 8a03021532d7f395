// A job page's application form (components/careers/ApplicationForm.tsx) and its notifications,
// hydrated by the islands loader on the first focus in or press on the form (sections/JobApply.tsx).
import { islandHydrator } from "~/components/islands/hydrate";
import { ApplicationFormIsland } from "~/components/careers/ApplicationForm";

export const hydrate = islandHydrator(ApplicationFormIsland);
