export interface Boot {
  sideEffects: string[];
  modules: { name: string; url: string }[];
  assignment: string;
  entry: string;
}
export function parseBoot(source: string): Boot | null;
export function staticImports(source: string): string[];
export function evaluationOrder(
  urls: string[],
  read: (url: string) => Promise<string>,
  seen?: Set<string>,
): Promise<string[]>;
export function batches(order: string[], sizeOf: (url: string) => number, heavyBytes?: number): string[][];
export function deferredBoot(boot: Boot, steps: string[][]): string;
export function run(clientDir: string): Promise<string>;
