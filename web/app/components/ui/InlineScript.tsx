/**
 * A static inline script of the pre-rendered HTML (the scripts and their rules: lib/inline-scripts/). It runs
 * while the page is parsed, long before hydration, so the browser's copy of the app has no use
 * for its text: callers pass `import.meta.env.SSR ? text : ""`, which the client build folds to
 * "" and so leaves out the code that writes the text. Hydration keeps the server's element as it
 * is (React does not rewrite an element's inner HTML when it hydrates it), and
 * suppressHydrationWarning says the difference is meant. `type`: a block the browser reads
 * rather than runs (`speculationrules`), hashed into the CSP all the same.
 */
export function InlineScript({ code, type }: { code: string; type?: "speculationrules" }) {
  return <script type={type} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: code }} />;
}
