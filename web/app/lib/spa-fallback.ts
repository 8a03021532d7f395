import { createContext } from "react";

/**
 * True while React Router pre-renders its SPA fallback page (a request it marks with a header).
 * The build refuses that page without the router's scripts, though the site never serves it
 * (scripts/build-steps/not-found-pages.mjs deletes it): root.tsx gives it them.
 */
export const SpaFallbackContext = createContext(false);
export const isSpaFallbackRequest = (request: Request): boolean =>
  request.headers.get("X-React-Router-SPA-Mode") === "yes";
