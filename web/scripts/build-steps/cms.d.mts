/** The editor's page at /admin/index.html. */
export const adminPage: string;
export const ADMIN_DIR: string;
export const PLACEHOLDER_REPO: string;
/** The bundle with its outside addresses rewritten to files served beside it; throws if one is missing. */
export function selfHosted(bundle: string): string;
export function run(clientDir: string): Promise<string>;
