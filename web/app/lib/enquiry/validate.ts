// The browser's copy of the server's enquiry rules (generated from the Rust types), applied the
// same way: trim, required, length in characters, no control characters, email pattern, choices.
// Messages come by key from the form's content in the page's language (enquiry-form.yaml errors:).
import {
  EMAIL_PATTERN,
  MESSAGE_KEY_BAD_CHOICE,
  MESSAGE_KEY_BAD_EMAIL,
  MESSAGE_KEY_CONTROL_CHARACTERS,
  MESSAGE_KEY_TOO_LONG,
  enquiryFields,
  type EnquiryFieldName,
  type EnquiryFieldRule,
} from "~/generated/enquiry-rules";
import {
  checkField as checkWith,
  type ErrorMessages,
  type FieldChecks,
} from "~/lib/forms/check-field";
import { inNameOrder } from "~/lib/forms/name-order";

export type EnquiryValues = Partial<Record<EnquiryFieldName, string>>;
export type EnquiryErrors = Partial<Record<EnquiryFieldName, string>>;

const checks: FieldChecks = {
  emailPattern: EMAIL_PATTERN,
  keys: {
    tooLong: MESSAGE_KEY_TOO_LONG,
    controlCharacters: MESSAGE_KEY_CONTROL_CHARACTERS,
    badEmail: MESSAGE_KEY_BAD_EMAIL,
    badChoice: MESSAGE_KEY_BAD_CHOICE,
  },
};

/** The message for one trimmed value, or undefined when it is acceptable. */
export const checkField = (
  rule: EnquiryFieldRule,
  value: string,
  messages: ErrorMessages,
): string | undefined => checkWith(rule, value, checks, messages);

/** Every field's message (in the language of `messages`), in form order; empty when the
 * enquiry can be sent. */
export function validateEnquiry(values: EnquiryValues, messages: ErrorMessages): EnquiryErrors {
  const errors: EnquiryErrors = {};
  for (const rule of enquiryFields) {
    const message = checkField(rule, (values[rule.name] ?? "").trim(), messages);
    if (message) errors[rule.name] = message;
  }
  return errors;
}

/** The fields in the order the page shows them (the names as the language orders them). */
const formOrder = inNameOrder(enquiryFields.map((rule) => rule.name));

/** The first field (in form order) that has an error. */
export function firstInvalidField(errors: EnquiryErrors): EnquiryFieldName | undefined {
  return formOrder.find((name) => errors[name]);
}
