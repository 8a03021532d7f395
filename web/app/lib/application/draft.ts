// The applicant's typed answers (never the file, never the consent), kept on the device per
// position until the server confirms it stored the application.
import { applicationFields, type ApplicationFieldName } from "~/generated/application-rules";
import { draftStore, type DraftStore } from "~/lib/forms/draft-store";

const kept = applicationFields
  .map((rule) => rule.name)
  .filter((name) => name !== "consent" && name !== "jobSlug");

export const draftKey = (jobSlug: string) => `kaveri.application-draft.v1.${jobSlug}`;

export const applicationDraft = (jobSlug: string): DraftStore<ApplicationFieldName> =>
  draftStore<ApplicationFieldName>(draftKey(jobSlug), kept);
