// Words that change with a number ("1 result", "2 results"), in the page's language: Intl picks
// the form (English has one and other; Arabic zero, one, two, few, many and other).
import { intlLocale } from "./locale";

/** The forms of a counted phrase: `other` always, the rest where the language has them. */
export type PluralForms = { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;

const rules = new Intl.PluralRules(intlLocale);

/** The form of `forms` for `count`, or `other` where the language's form is not written. */
export const pluralForm = (forms: PluralForms, count: number): string =>
  forms[rules.select(count)] ?? forms.other;
