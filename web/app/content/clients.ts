import data from "virtual:content/clients";

// The /clients page's sectors and engagement models (content/<locale>/clients.yaml).
export type ClientSector = (typeof data.sectors)[number];
export const clientSectors: readonly ClientSector[] = data.sectors;

/** How we work with clients: the engagement models a buyer can choose. */
export const engagementModels: readonly { title: string; description: string }[] = data.engagementModels;
