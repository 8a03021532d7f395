// A job's facts in the page's language, written at build time by the loaders: the contract and
// the years asked from the content's enum and number, the place from ui.yaml's names. What stays
// as the job's file writes it (its department, a place no language names) is flagged English
// when the job is shown from English, so the page can mark and isolate it.
import type { JobOpening } from "~/content/schema";
import { ui } from "~/content/ui";
import { intlLocale } from "./locale";
import { fillPlaceholders } from "./placeholders";
import { pluralForm } from "./plural";

/** A fact as shown, and whether it is English text inside another language's page. */
export interface JobFact {
  text: string;
  english: boolean;
}

type FactSource = Pick<
  JobOpening,
  "department" | "location" | "workArrangement" | "type" | "minYearsExperience" | "untranslated"
>;

const numbers = new Intl.NumberFormat(intlLocale);

/** "5+ years", "mindestens 5 Jahre", "5年以上", "5 سنوات على الأقل". */
export const experienceText = (years: number): string =>
  fillPlaceholders(pluralForm(ui.jobCard.experienceYears, years), {
    count: numbers.format(years),
  });

/** A place by its English name, in the page's language where ui.yaml names it. */
export function placeFact(place: string, untranslated: boolean | undefined): JobFact {
  const named = ui.places?.find((entry) => entry.place === place)?.name;
  return { text: named ?? place, english: !named && Boolean(untranslated) };
}

export interface JobFacts {
  department: JobFact;
  location: JobFact;
  workArrangement: JobFact;
  type: JobFact;
  experience: JobFact;
}

/** Every fact a job's card and page show, in the page's language where it has the words. */
export function jobFacts(job: FactSource): JobFacts {
  const own = (text: string): JobFact => ({ text, english: false });
  return {
    department: { text: job.department, english: Boolean(job.untranslated) },
    location: placeFact(job.location, job.untranslated),
    // The schema requires a label for every value; the value itself only satisfies the types.
    workArrangement: own(
      ui.valueLabels.workArrangement[job.workArrangement] ?? job.workArrangement,
    ),
    type: own(ui.valueLabels.employmentType[job.type] ?? job.type),
    experience: own(experienceText(job.minYearsExperience)),
  };
}
