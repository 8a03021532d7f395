// The islands benchmark's figures as a table (scripts/bench-islands.mjs), apart so they are
// unit-tested: the median of a case's runs, a run that saw nothing counting as slowest.

/** The median of `values` (ms), a missing value (null) counting as slower than any; null if the median is missing. */
export function median(values) {
  if (values.length === 0) return null;
  const sorted = values.map((v) => v ?? Infinity).sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const m = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return Number.isFinite(m) ? m : null;
}

/**
 * "84 ms (max 97)"; "none (2 of 5 runs)" when the median is missing; "-" when not measured;
 * "no island" when the page holds no island of the name.
 */
export function describeTimes(values) {
  if (values === null) return "-";
  if (values === "absent") return "no island";
  const m = median(values);
  const seen = values.filter((v) => v !== null);
  if (m === null) return seen.length ? `none (${seen.length} of ${values.length} runs)` : "none";
  const max =
    seen.length === values.length
      ? `max ${Math.round(Math.max(...seen))}`
      : `${values.length - seen.length} missing`;
  return `${Math.round(m)} ms (${max})`;
}

/** "5/5" of the runs that typed whose text was all still there; "-" for a case that types nothing. */
export function describeKept(kept) {
  const typed = kept.filter((k) => k !== null);
  return typed.length ? `${typed.filter(Boolean).length}/${typed.length}` : "-";
}

/** The rows ({ lang, name, route, response, hydrated, kept }) as an aligned text table. */
export function benchTable(rows) {
  const header = ["lang", "case", "route", "first response", "island working", "text kept"];
  const lines = rows.map((r) => [
    r.lang,
    r.name,
    r.route,
    describeTimes(r.response),
    describeTimes(r.hydrated),
    describeKept(r.kept),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells) =>
    cells
      .map((c, i) => c.padEnd(widths[i]))
      .join("  ")
      .trimEnd();
  return [format(header), format(widths.map((w) => "-".repeat(w))), ...lines.map(format)].join(
    "\n",
  );
}
