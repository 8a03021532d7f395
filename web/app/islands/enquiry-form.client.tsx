// The contact page's enquiry form and its notifications (components/contact/EnquiryForm.tsx),
// hydrated by the islands loader on the first focus in or press on the form (routes/contact.tsx).
import { islandHydrator } from "~/components/islands/hydrate";
import { EnquiryFormIsland } from "~/components/contact/EnquiryForm";

export const hydrate = islandHydrator(EnquiryFormIsland);
