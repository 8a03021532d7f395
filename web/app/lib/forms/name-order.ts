// The order a form asks for a person's names in. Japanese writes the family name first (姓 before
// 名), so its forms ask for it first; the fields keep their names (firstName is the given name,
// lastName the family name), so what the server receives is the same in every language.
import { locale } from "~/lib/locale";
import type { LanguageCode } from "~/site";

/** The languages that write a family name before the given name. */
const familyNameFirstLanguages: readonly LanguageCode[] = ["ja"];

/** True when the page's language writes the family name first. */
export const familyNameFirst = (code: LanguageCode = locale): boolean =>
  familyNameFirstLanguages.includes(code);

/** `names` in the order the language asks for them: lastName before firstName where it writes
 * the family name first, every other field where it was. */
export function inNameOrder<T extends string>(
  names: readonly T[],
  code: LanguageCode = locale,
): T[] {
  const ordered = [...names];
  const given = ordered.indexOf("firstName" as T);
  const family = ordered.indexOf("lastName" as T);
  const familyAfterGiven = family > given;
  if (given === -1 || family === -1 || familyAfterGiven !== familyNameFirst(code)) return ordered;
  ordered[given] = "lastName" as T;
  ordered[family] = "firstName" as T;
  return ordered;
}

/** The two name fields in the page's language's order. */
export const nameFields = inNameOrder(["firstName", "lastName"] as const);

/** What each name field is to the browser's autofill. */
export const nameAutocomplete = { firstName: "given-name", lastName: "family-name" } as const;
