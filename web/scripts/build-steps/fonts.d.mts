// Types of the font step's helpers, for the unit tests.
export const fontsDir: string;
export const faces: readonly {
  file: string;
  package: string;
  source: string;
  languages?: readonly string[];
  text: () => Promise<string>;
  dropTables: readonly string[];
}[];
export const arabicScript: RegExp;
export const japaneseScript: RegExp;
export function latinHeadline(text: string): string;
export function buildFonts(): Promise<{ file: string; bytes: number }[]>;
export function headlineText(html: string): string;
export function firstViewFaceFor(text: string): Promise<Uint8Array>;
export function arabicHeadline(text: string): string;
export function arabicFirstViewFaceFor(text: string): Promise<Uint8Array>;
export function writeFirstViewFace(
  html: string,
  faceFor?: (text: string) => Promise<Uint8Array>,
  arabicFaceFor?: (text: string) => Promise<Uint8Array>,
): Promise<{ html: string; bytes: number } | null>;
export function roundTrips(bytes: number): number;
export function withinHtmlBudget(html: string): boolean;
export function run(clientDir: string): Promise<string>;
/** The fallback face's overrides at one weight, as app.css's @font-face rules take them. */
export interface FallbackMetrics {
  weight: number;
  local: string;
  sizeAdjust: string;
  ascentOverride: string;
  descentOverride: string;
  lineGapOverride: string;
}
/** Font files to measure instead of the packaged ones (to compare). */
export interface RegularAndBold {
  regular: string;
  bold: string;
}
export function fallbackMetrics(clientDir: string, arial?: RegularAndBold): Promise<FallbackMetrics[]>;
export function arabicFallbackMetrics(naskhFiles?: RegularAndBold): Promise<FallbackMetrics[]>;
