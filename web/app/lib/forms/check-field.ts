// How the browser checks one field with a rule generated from the server's types (the enquiry
// and application rules files), the same way the server does: trimmed value, required, length
// in characters, no control characters, then the kind's own format.

export interface FieldRuleLike {
  readonly required: boolean;
  readonly maxChars: number;
  readonly kind: "line" | "text" | "email" | "url" | "slug" | "consent" | "choice";
  readonly options?: readonly string[];
  readonly missingMessage: string;
}

/** The patterns and messages of one rules file. */
export interface FieldChecks {
  emailPattern: string;
  urlPattern?: string;
  slugPattern?: string;
  messages: {
    tooLong: string;
    controlCharacters: string;
    badEmail: string;
    badChoice?: string;
    badUrl?: string;
    badSlug?: string;
  };
}

// Control characters (Unicode Cc), as Rust's char::is_control; free text may hold line breaks.
const control = /\p{Cc}/u;
const controlExceptLineBreaks = /[^\P{Cc}\n\r\t]/u;
const patternCache = new Map<string, RegExp>();
const regex = (pattern: string) =>
  patternCache.get(pattern) ?? patternCache.set(pattern, new RegExp(pattern)).get(pattern)!;

/** The message for one trimmed value, or undefined when it is acceptable. */
export function checkField(
  rule: FieldRuleLike,
  value: string,
  checks: FieldChecks,
): string | undefined {
  const { messages } = checks;
  if (value === "") return rule.required ? rule.missingMessage : undefined;
  if ([...value].length > rule.maxChars)
    return messages.tooLong.replace("{max}", String(rule.maxChars));
  if ((rule.kind === "text" ? controlExceptLineBreaks : control).test(value))
    return messages.controlCharacters;
  switch (rule.kind) {
    case "email":
      return regex(checks.emailPattern).test(value) ? undefined : messages.badEmail;
    case "url":
      return !checks.urlPattern || regex(checks.urlPattern).test(value)
        ? undefined
        : messages.badUrl;
    case "slug":
      return !checks.slugPattern || regex(checks.slugPattern).test(value)
        ? undefined
        : messages.badSlug;
    case "choice":
      return rule.options?.includes(value) ? undefined : messages.badChoice;
    default:
      return undefined;
  }
}
