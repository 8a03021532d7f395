// Types of packaged-fonts.mjs, for the unit tests.
export const packagedFaces: readonly {
  family: string;
  package: string;
  files: Readonly<Record<number, string>>;
}[];
export function fontFile(family: string, weight?: number): string;
export function fontFiles(): string[];
export function fontconfigText(cacheDir: string): string;
export const fontsKey: string;
export function useFontconfig(dir?: string): string;
export const fontconfigFile: string;
export function uncovered(text: string): Promise<string[]>;
