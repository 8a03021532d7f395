import { useRouteLoaderData } from "react-router";
import type { ClosingBands } from "~/content/schema";
import type { MegaMenu } from "~/content/mega-menu";

/**
 * The root route's build-time data (root.tsx's loader returns this type, so the two agree): what
 * every page shows but only some visitors need, carried in each page's HTML rather than in the
 * JavaScript every page loads.
 */
export interface RootLoaderData {
  megaMenu: MegaMenu;
  closingBands: ClosingBands;
}

const useRootData = () => useRouteLoaderData<RootLoaderData>("root");

/** The "What we do" panel's service and industry lists. */
export function useMegaMenu(): MegaMenu | undefined {
  return useRootData()?.megaMenu;
}

/** The bands that end pages (content/<locale>/closing-bands.yaml). */
export function useClosingBands(): ClosingBands | undefined {
  return useRootData()?.closingBands;
}
