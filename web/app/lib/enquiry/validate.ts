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

export type EnquiryValues = Partial<Record<EnquiryFieldName, string>>;
export type EnquiryErrors = Partial<Record<EnquiryFieldName, string>>;

const email = new RegExp(EMAIL_PATTERN);
// Control characters (Unicode Cc), as Rust's char::is_control.
const control = /\p{Cc}/u;
const controlExceptLineBreaks = /[^\P{Cc}\n\r\t]/u;

/** The message for one trimmed value, or undefined when it is acceptable. */
export function checkField(rule: EnquiryFieldRule, value: string): string | undefined {
  if (value === "") return rule.required ? rule.missingMessage : undefined;
  if ([...value].length > rule.maxChars) return MESSAGE_TOO_LONG.replace("{max}", String(rule.maxChars));
  if ((rule.kind === "text" ? controlExceptLineBreaks : control).test(value)) return MESSAGE_CONTROL_CHARACTERS;
  if (rule.kind === "email" && !email.test(value)) return MESSAGE_BAD_EMAIL;
  if (rule.kind === "choice" && !rule.options?.includes(value)) return MESSAGE_BAD_CHOICE;
  return undefined;
}

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
