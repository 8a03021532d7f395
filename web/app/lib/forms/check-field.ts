// How the browser checks one field with a rule generated from the server's types (the enquiry
// and application rules files), the same way the server does: trimmed value, required, length
// in characters, no control characters, then the kind's own format. The rules name messages by
// key; the words are the page's language's, from the form's content (`errors:`), the same
// sentences the server writes for that language.

export interface FieldRuleLike {
  readonly required: boolean;
  readonly maxChars: number;
  readonly kind: "line" | "text" | "email" | "url" | "slug" | "consent" | "choice";
  readonly options?: readonly string[];
  /** The message key for a required field left empty. */
  readonly messageKey?: string;
}

/** The patterns and message keys of one rules file. */
export interface FieldChecks {
  emailPattern: string;
  urlPattern?: string;
  slugPattern?: string;
  keys: {
    tooLong: string;
    controlCharacters: string;
    badEmail: string;
    badChoice?: string;
    badUrl?: string;
    badSlug?: string;
  };
}

/** The words of each message key in the page's language (a form's content `errors:` map). */
export type ErrorMessages = Readonly<Record<string, string>>;

/** The sentence for `key` ({max} filled in); the key itself if the content lacks it. */
export function messageFor(messages: ErrorMessages, key: string, max?: number): string {
  const text = messages[key] ?? key;
  return max === undefined ? text : text.replace("{max}", String(max));
}

// Control characters (Unicode Cc), as Rust's char::is_control; free text may hold line breaks.
const control = /\p{Cc}/u;
const controlExceptLineBreaks = /[^\P{Cc}\n\r\t]/u;
const patternCache = new Map<string, RegExp>();
const regex = (pattern: string) =>
  patternCache.get(pattern) ?? patternCache.set(pattern, new RegExp(pattern)).get(pattern)!;

/** The message key for one trimmed value (and the length it names), or undefined when the
 * value is acceptable. */
export function checkFieldKey(
  rule: FieldRuleLike,
  value: string,
  checks: FieldChecks,
): { key: string; max?: number } | undefined {
  const { keys } = checks;
  const found = (key: string | undefined) => (key ? { key } : undefined);
  if (value === "") return rule.required ? found(rule.messageKey ?? "required") : undefined;
  if ([...value].length > rule.maxChars) return { key: keys.tooLong, max: rule.maxChars };
  if ((rule.kind === "text" ? controlExceptLineBreaks : control).test(value))
    return found(keys.controlCharacters);
  switch (rule.kind) {
    case "email":
      return regex(checks.emailPattern).test(value) ? undefined : found(keys.badEmail);
    case "url":
      return !checks.urlPattern || regex(checks.urlPattern).test(value)
        ? undefined
        : found(keys.badUrl);
    case "slug":
      return !checks.slugPattern || regex(checks.slugPattern).test(value)
        ? undefined
        : found(keys.badSlug);
    case "choice":
      return rule.options?.includes(value) ? undefined : found(keys.badChoice);
    default:
      return undefined;
  }
}

/** The message for one trimmed value in the page's language, or undefined when it is
 * acceptable. */
export function checkField(
  rule: FieldRuleLike,
  value: string,
  checks: FieldChecks,
  messages: ErrorMessages,
): string | undefined {
  const found = checkFieldKey(rule, value, checks);
  return found && messageFor(messages, found.key, found.max);
}
