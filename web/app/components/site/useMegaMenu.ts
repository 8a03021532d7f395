import { useRouteLoaderData } from "react-router";
import type { MegaMenu } from "~/content/mega-menu";
import type { loader } from "~/root";

/** The "What we do" panel's service and industry lists, from the root route's build-time data. */
export function useMegaMenu(): MegaMenu | undefined {
  return useRouteLoaderData<typeof loader>("root")?.megaMenu;
}
