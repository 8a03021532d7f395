import data from "virtual:content/application-form";
import type { CollectionContent } from "./collections";

// The job application form's words (content/<locale>/application-form.yaml). The rules come
// from the server, generated into ~/generated/application-rules.ts. Pages pass the copy to the
// form from their build-time loader, so it is in the HTML rather than in the JavaScript.

export type ApplicationFormCopy = CollectionContent<"application-form">;

export const applicationFormCopy: ApplicationFormCopy = data;
