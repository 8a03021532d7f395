import data from "virtual:content/clients";

// The /clients page's sectors and engagement models (content/<locale>/clients.yaml).
export type ClientSector = (typeof data.sectors)[number];
export const clientSectors: readonly ClientSector[] = data.sectors;

/** How we work with clients: the engagement models a buyer can choose. */
export const engagementModels: readonly { title: string; description: string }[] =
  data.engagementModels;

/** A client's wordmark: the company's name (the image's alt text) and its SVG file. */
export type ClientLogo = (typeof data.logos)[number];
export const clientLogos: readonly ClientLogo[] = data.logos;
/** The wordmarks beside the home page's trust line. */
export const homeClientLogos: readonly ClientLogo[] = data.logos.filter((logo) => logo.home);
/** A client's wordmark by the client's name (case studies name their client; checked at build). */
export function findClientLogo(name: string): ClientLogo | undefined {
  return data.logos.find((logo) => logo.name === name);
}
/** The logo row's accessible name. */
export const clientLogosLabel: string = data.logosLabel;
