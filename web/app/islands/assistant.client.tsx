// The chat button and its panel (components/assistant/AssistantLauncher.tsx), hydrated by the
// islands loader when the visitor reaches for the button, or at once when the panel was left
// open on the last page (components/site/SiteLayout.tsx places it).
import { islandHydrator } from "~/components/islands/hydrate";
import { AssistantLauncher } from "~/components/assistant/AssistantLauncher";

export const hydrate = islandHydrator(AssistantLauncher);
