import type { Plugin } from "vite";
export const RESPONSIVE_WIDTHS: number[];
export function responsiveImages(): Plugin;
export function rasterise(source: Buffer, screen: boolean): Promise<Buffer>;
