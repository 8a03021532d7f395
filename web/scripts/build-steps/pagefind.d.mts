// Types of the search index step's pure helpers, for the unit tests.
export interface PageTypes {
  default: string;
  types: readonly { route: string; label: string }[];
}
export function pageTypeOf(route: string, pageTypes: PageTypes): string;
export function indexableHtml(html: string, type: string): string;
export function run(clientDir: string): Promise<string>;
