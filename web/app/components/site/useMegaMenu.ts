import { useRouteLoaderData } from "react-router";
import type { MegaMenu } from "~/content/mega-menu";

/** The root route's build-time data (root.tsx's loader returns this type, so the two agree). */
export interface RootLoaderData {
  megaMenu: MegaMenu;
}

/** The "What we do" panel's service and industry lists, from the root route's build-time data. */
export function useMegaMenu(): MegaMenu | undefined {
  return useRouteLoaderData<RootLoaderData>("root")?.megaMenu;
}
