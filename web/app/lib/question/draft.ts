// The candidate's typed question (never the consent), kept on the device per position until the
// server confirms it stored it.
import { questionFields, type QuestionFieldName } from "~/generated/question-rules";
import { draftStore, type DraftStore } from "~/lib/forms/draft-store";

const kept = questionFields
  .map((rule) => rule.name)
  .filter((name) => name !== "consent" && name !== "jobSlug");

export const draftKey = (jobSlug: string) => `kaveri.question-draft.v1.${jobSlug}`;

export const questionDraft = (jobSlug: string): DraftStore<QuestionFieldName> =>
  draftStore<QuestionFieldName>(draftKey(jobSlug), kept);
