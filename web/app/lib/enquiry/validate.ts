// The browser's copy of the server's enquiry rules (generated from the Rust types), applied the
// same way: trim, required, length in characters, no control characters, email pattern, choices.
import {
  EMAIL_PATTERN,
  MESSAGE_BAD_CHOICE,
  MESSAGE_BAD_EMAIL,
  MESSAGE_CONTROL_CHARACTERS,
  MESSAGE_TOO_LONG,
  enquiryFields,
  type EnquiryFieldName,
  type EnquiryFieldRule,
} from "~/generated/enquiry-rules";
import { checkField as checkWith, type FieldChecks } from "~/lib/forms/check-field";

export type EnquiryValues = Partial<Record<EnquiryFieldName, string>>;
export type EnquiryErrors = Partial<Record<EnquiryFieldName, string>>;

const checks: FieldChecks = {
  emailPattern: EMAIL_PATTERN,
  messages: {
    tooLong: MESSAGE_TOO_LONG,
    controlCharacters: MESSAGE_CONTROL_CHARACTERS,
    badEmail: MESSAGE_BAD_EMAIL,
    badChoice: MESSAGE_BAD_CHOICE,
  },
};

/** The message for one trimmed value, or undefined when it is acceptable. */
export const checkField = (rule: EnquiryFieldRule, value: string): string | undefined =>
  checkWith(rule, value, checks);

/** Every field's message, in form order; empty when the enquiry can be sent. */
export function validateEnquiry(values: EnquiryValues): EnquiryErrors {
  const errors: EnquiryErrors = {};
  for (const rule of enquiryFields) {
    const message = checkField(rule, (values[rule.name] ?? "").trim());
    if (message) errors[rule.name] = message;
  }
  return errors;
}

/** The first field (in form order) that has an error. */
export function firstInvalidField(errors: EnquiryErrors): EnquiryFieldName | undefined {
  return enquiryFields.find((rule) => errors[rule.name])?.name;
}
