// The words of the forms (content/<locale>/enquiry-form.yaml, application-form.yaml,
// question-form.yaml). Their
// rules (fields, required, lengths, choices) come from the server, generated into
// app/generated/: a label for every field the server defines, a choice for every value it accepts.
import { z } from "zod";
import {
  enquiryFields,
  enquiryMessageKeys,
  type EnquiryFieldName,
} from "../../generated/enquiry-rules.ts";
import {
  applicationFields,
  applicationMessageKeys,
  type ApplicationFieldName,
} from "../../generated/application-rules.ts";
import {
  questionFields,
  questionMessageKeys,
  type QuestionFieldName,
} from "../../generated/question-rules.ts";
import { fields, list, paragraph, text } from "./fields.ts";

/** One of the enquiry form's choices: a value the server accepts and its label. */
const choiceOf = (field: "projectType" | "budget") => {
  const options = (enquiryFields.find((rule) => rule.name === field)?.options ?? []) as [
    string,
    ...string[],
  ];
  return fields({
    value: z.enum(options, {
      error: `must be one of the values the server accepts (${options.join(", ")})`,
    }),
    label: text(),
  });
};

/**
 * The words of every message the form's checks can show, by the key the server's rules name
 * (the same sentences the server writes in this language); `{max}` is filled in. A key the
 * server adds is missing here until written, and the build says so.
 */
const errorMessages = <K extends string>(keys: readonly K[]) =>
  fields(
    Object.fromEntries(keys.map((key) => [key, text()])) as Record<K, ReturnType<typeof text>>,
  );

/** What the visitor reads after sending, one for each answer of the server; {seconds} is filled in. */
const submissionOutcome = fields({ title: text(), description: text() });
const submissionOutcomes = fields({
  sent: submissionOutcome,
  invalid: submissionOutcome,
  rateLimited: submissionOutcome,
  failed: submissionOutcome,
});

export const enquiryForm = fields({
  fieldLabels: fields(
    Object.fromEntries(enquiryFields.map((rule) => [rule.name, text()])) as Record<
      EnquiryFieldName,
      ReturnType<typeof text>
    >,
  ),
  projectTypes: list(choiceOf("projectType")),
  budgets: list(choiceOf("budget")),
  form: fields({
    optional: text(),
    choosePrompt: text(),
    messagePlaceholder: text(),
    submit: text(),
    submitting: text(),
    honeypotLabel: text(),
    draftNote: text(),
  }),
  outcomes: submissionOutcomes,
  errors: errorMessages(enquiryMessageKeys),
});

export const applicationForm = fields({
  /** A label for every field the server defines (jobSlug is hidden and needs none). */
  fieldLabels: fields(
    Object.fromEntries(
      applicationFields
        .filter((rule) => rule.name !== "jobSlug")
        .map((rule) => [rule.name, text()]),
    ) as Record<Exclude<ApplicationFieldName, "jobSlug">, ReturnType<typeof text>>,
  ),
  cv: fields({ label: text(), hint: text(), chooseAgain: text() }),
  form: fields({
    title: text(),
    lead: paragraph(),
    optional: text(),
    profilePlaceholder: text(),
    coverNotePlaceholder: text(),
    /** What is kept, why and for how long: the consent checkbox's label. */
    consent: paragraph(),
    privacyLink: text(),
    submit: text(),
    submitting: text(),
    uploading: text(),
    honeypotLabel: text(),
    draftNote: text(),
  }),
  outcomes: submissionOutcomes,
  errors: errorMessages(applicationMessageKeys),
  /** The page after an application sent without JavaScript (/careers/thanks). */
  thanks: fields({
    eyebrow: text(),
    title: text(),
    lead: paragraph(),
    backToCareers: text(),
    exploreWork: text(),
  }),
});

/** A candidate's question about a position: its page, form and thank-you page ({name} is the
 * position's title). */
export const questionForm = fields({
  /** A label for every field the server defines (jobSlug is hidden and needs none). */
  fieldLabels: fields(
    Object.fromEntries(
      questionFields.filter((rule) => rule.name !== "jobSlug").map((rule) => [rule.name, text()]),
    ) as Record<Exclude<QuestionFieldName, "jobSlug">, ReturnType<typeof text>>,
  ),
  page: fields({
    eyebrow: text(),
    title: text(),
    lead: paragraph(),
    description: paragraph(),
    backToRole: text(),
  }),
  form: fields({
    title: text(),
    questionPlaceholder: text(),
    /** What is kept, why and for how long: the consent checkbox's label. */
    consent: paragraph(),
    privacyLink: text(),
    submit: text(),
    submitting: text(),
    honeypotLabel: text(),
    draftNote: text(),
  }),
  outcomes: submissionOutcomes,
  errors: errorMessages(questionMessageKeys),
  /** The page after a question sent without JavaScript (/careers/question-thanks). */
  thanks: fields({
    eyebrow: text(),
    title: text(),
    lead: paragraph(),
    backToCareers: text(),
  }),
});

export type SubmissionOutcome = z.infer<typeof submissionOutcome>;
