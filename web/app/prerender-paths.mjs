// Shared by the route config (TypeScript) and the build steps (plain Node).
/** Paths pre-rendered like pages and served by the server with status 404 (see not-found-pages). */
export const notFoundPaths = ["/404", "/services/404"];
