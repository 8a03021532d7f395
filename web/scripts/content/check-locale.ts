// Checks one language's content: `node scripts/content/check-locale.ts de`. Validates its files
// against the same schemas as English, refuses a translation without an English original and
// lists the entries the language still shows in English. Exit status 1 on a problem.
import { ContentError } from "./errors.ts";
import { loadContentWithReport } from "./load.ts";

const locale = process.argv[2];
if (!locale) {
  console.error("usage: node scripts/content/check-locale.ts <language code>");
  process.exit(2);
}
try {
  const { report } = loadContentWithReport(locale);
  console.log(
    `${locale}: ${report.translated} translated, ${report.fallbacks.length} shown in English${report.fallbacks.length ? `: ${report.fallbacks.join(", ")}` : ""}`,
  );
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  process.exit(1);
}
