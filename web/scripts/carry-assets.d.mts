// Types of carry-assets.mjs, for its unit test.
export const RELEASES_FILE: string;
export const DEFAULT_KEEP: number;
export function isHashedAsset(relative: string): boolean;
export function listFiles(dir: string): Promise<string[]>;
export function carryAssets(
  previousDir: string,
  assetsDir: string,
  options?: { keep?: number },
): Promise<{ carried: number; bytes: number; releases: number; own: number }>;
