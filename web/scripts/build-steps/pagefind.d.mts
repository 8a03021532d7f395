// Types of the search index step's pure helpers, for the unit tests.
export interface PageTypes {
  default: string;
  types: readonly { route: string; label: string }[];
}
export const kindFilter: string;
export const excludeSelectors: readonly string[];
export const sharedOn: number;
export function pageTypeOf(route: string, pageTypes: PageTypes): string;
export function blockTexts(html: string): Set<string>;
export function sharedBlocks(
  pages: readonly { type: string; html: string }[],
  miscellany?: string,
): Map<string, Set<string>>;
export function indexableHtml(html: string, type: string, shared?: ReadonlySet<string>): string;
export function run(clientDir: string): Promise<string>;
