import data from "virtual:content/media-kit";

// The press page's content (content/<locale>/media-kit.yaml). The swatches' colour values are
// not repeated there: the page reads them from the design tokens in styles/app.css at build
// time, so the kit always matches the site.

export type LogoDownload = (typeof data.logos)[number];

export const logoDownloads: readonly LogoDownload[] = data.logos;
export const brandColourTokens: readonly {
  token: string;
  name: string;
  usage: string;
  swatchClass: string;
}[] = data.colours;
export const logoGuidelines: readonly string[] = data.logoGuidelines;
export const boilerplate = data.boilerplate;
export const pressContact = data.pressContact;
