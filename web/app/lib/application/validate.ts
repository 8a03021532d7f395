// The browser's copy of the server's application rules (generated from the Rust types), applied
// the same way, plus the checks on the chosen CV file that a browser can make before uploading
// (the server still checks the file's content). Messages come by key from the form's content in
// the page's language (application-form.yaml errors:).
import {
  CV_FIELD,
  CV_MAX_BYTES,
  EMAIL_PATTERN,
  MESSAGE_KEY_BAD_EMAIL,
  MESSAGE_KEY_BAD_SLUG,
  MESSAGE_KEY_BAD_URL,
  MESSAGE_KEY_CONTROL_CHARACTERS,
  MESSAGE_KEY_CV_EMPTY,
  MESSAGE_KEY_CV_MISSING,
  MESSAGE_KEY_CV_TOO_LARGE,
  MESSAGE_KEY_CV_TYPE,
  MESSAGE_KEY_TOO_LONG,
  SLUG_PATTERN,
  URL_PATTERN,
  applicationFields,
  type ApplicationFieldName,
} from "~/generated/application-rules";
import {
  checkField,
  messageFor,
  type ErrorMessages,
  type FieldChecks,
} from "~/lib/forms/check-field";
import { inNameOrder } from "~/lib/forms/name-order";

export type ApplicationField = ApplicationFieldName | typeof CV_FIELD;
export type ApplicationValues = Partial<Record<ApplicationFieldName, string>>;
export type ApplicationErrors = Partial<Record<ApplicationField, string>>;

/** What the form knows of the chosen file. */
export interface ChosenFile {
  name: string;
  size: number;
}

const checks: FieldChecks = {
  emailPattern: EMAIL_PATTERN,
  urlPattern: URL_PATTERN,
  slugPattern: SLUG_PATTERN,
  keys: {
    tooLong: MESSAGE_KEY_TOO_LONG,
    controlCharacters: MESSAGE_KEY_CONTROL_CHARACTERS,
    badEmail: MESSAGE_KEY_BAD_EMAIL,
    badUrl: MESSAGE_KEY_BAD_URL,
    badSlug: MESSAGE_KEY_BAD_SLUG,
  },
};

/** The message key for the chosen CV, or undefined when it may be sent. */
export function checkCvKey(file: ChosenFile | undefined): string | undefined {
  if (!file) return MESSAGE_KEY_CV_MISSING;
  if (file.size === 0) return MESSAGE_KEY_CV_EMPTY;
  if (file.size > CV_MAX_BYTES) return MESSAGE_KEY_CV_TOO_LARGE;
  if (!/\.(pdf|docx)$/i.test(file.name)) return MESSAGE_KEY_CV_TYPE;
  return undefined;
}

/** The message for the chosen CV (in the language of `messages`), or undefined when it may be
 * sent. */
export function checkCv(file: ChosenFile | undefined, messages: ErrorMessages): string | undefined {
  const key = checkCvKey(file);
  return key && messageFor(messages, key);
}

/** Every field's message (in the language of `messages`), in form order (the CV after the text
 * fields); empty when it can be sent. */
export function validateApplication(
  values: ApplicationValues,
  file: ChosenFile | undefined,
  messages: ErrorMessages,
): ApplicationErrors {
  const errors: ApplicationErrors = {};
  for (const rule of applicationFields) {
    const message = checkField(rule, (values[rule.name] ?? "").trim(), checks, messages);
    if (message) errors[rule.name] = message;
  }
  const cv = checkCv(file, messages);
  if (cv) errors[CV_FIELD] = cv;
  return errors;
}

/** The order fields appear in on the page, for focusing the first error. */
export const formOrder: readonly ApplicationField[] = [
  ...inNameOrder(applicationFields.map((rule) => rule.name)).filter(
    (name) => name !== "coverNote" && name !== "consent",
  ),
  CV_FIELD,
  "coverNote",
  "consent",
];

export function firstInvalidField(errors: ApplicationErrors): ApplicationField | undefined {
  return formOrder.find((name) => errors[name]);
}
