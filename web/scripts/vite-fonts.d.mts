import type { Plugin } from "vite";
export function subsetFonts(): Plugin;
