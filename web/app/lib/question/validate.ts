// The browser's copy of the server's question rules (generated from the Rust types), applied the
// same way. Messages come by key from the form's content in the page's language
// (question-form.yaml errors:).
import {
  EMAIL_PATTERN,
  MESSAGE_KEY_BAD_EMAIL,
  MESSAGE_KEY_BAD_SLUG,
  MESSAGE_KEY_CONTROL_CHARACTERS,
  MESSAGE_KEY_TOO_LONG,
  SLUG_PATTERN,
  questionFields,
  type QuestionFieldName,
} from "~/generated/question-rules";
import { checkField, type ErrorMessages, type FieldChecks } from "~/lib/forms/check-field";

export type QuestionValues = Partial<Record<QuestionFieldName, string>>;
export type QuestionErrors = Partial<Record<QuestionFieldName, string>>;

const checks: FieldChecks = {
  emailPattern: EMAIL_PATTERN,
  slugPattern: SLUG_PATTERN,
  keys: {
    tooLong: MESSAGE_KEY_TOO_LONG,
    controlCharacters: MESSAGE_KEY_CONTROL_CHARACTERS,
    badEmail: MESSAGE_KEY_BAD_EMAIL,
    badSlug: MESSAGE_KEY_BAD_SLUG,
  },
};

/** Every field's message (in the language of `messages`), in form order; empty when the
 * question can be sent. */
export function validateQuestion(values: QuestionValues, messages: ErrorMessages): QuestionErrors {
  const errors: QuestionErrors = {};
  for (const rule of questionFields) {
    const message = checkField(rule, (values[rule.name] ?? "").trim(), checks, messages);
    if (message) errors[rule.name] = message;
  }
  return errors;
}

/** The first field (in form order) that has an error. */
export function firstInvalidField(errors: QuestionErrors): QuestionFieldName | undefined {
  return questionFields.find((rule) => errors[rule.name])?.name;
}
