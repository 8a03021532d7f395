// The visitor's unsent enquiry, kept on the device until the server confirms it was stored.
import { enquiryFields, type EnquiryFieldName } from "~/generated/enquiry-rules";
import { draftStore } from "~/lib/forms/draft-store";

export const DRAFT_KEY = "kaveri.enquiry-draft.v1";

const store = draftStore<EnquiryFieldName>(
  DRAFT_KEY,
  enquiryFields.map((f) => f.name),
);

export const loadDraft = store.load;
export const saveDraft = store.save;
export const clearDraft = store.clear;
