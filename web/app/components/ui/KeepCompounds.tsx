import { compoundRuns } from "~/lib/compounds";

/**
 * Text whose hyphenated compounds ("12-hospital", "AI-first") never break at the hyphen: each is
 * kept on one line, so no line ends in "12-".
 */
export function KeepCompounds({ text }: { text: string }) {
  return (
    <>
      {compoundRuns(text).map((run, index) =>
        run.keep ? (
          <span key={index} className="whitespace-nowrap">
            {run.text}
          </span>
        ) : (
          run.text
        ),
      )}
    </>
  );
}
