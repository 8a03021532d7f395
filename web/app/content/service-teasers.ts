import data from "virtual:content/service-teasers";

// The four service cards on the home page (content/<locale>/service-teasers.yaml).
export type ServiceTeaser = (typeof data.teasers)[number];
export const serviceTeasers: readonly ServiceTeaser[] = data.teasers;
