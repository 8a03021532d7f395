import { Link, useSearchParams } from "react-router";
import { auditActionLabels, t } from "~/content/team-console";
import type { AuditEntry } from "~/lib/team/api";
import { formatDateTime } from "~/lib/team/format";
import { LoadState, PageHeading, useLoad } from "./shared";

export function Audit() {
  const [params] = useSearchParams();
  const before = params.get("before");
  const { loaded } = useLoad<{ items: AuditEntry[] }>(
    `/api/team/audit${before && /^\d+$/.test(before) ? `?before=${before}` : ""}`,
  );
  const items = loaded.state === "ready" ? loaded.data.items : [];
  const last = items.at(-1);
  return (
    <>
      <PageHeading>{t.audit.heading}</PageHeading>
      <p className="tc-muted">{t.audit.intro}</p>
      {loaded.state !== "ready" ? (
        <LoadState loaded={loaded} />
      ) : items.length === 0 ? (
        <p className="tc-panel">{t.audit.empty}</p>
      ) : (
        <table className="tc-table tc-stack">
          <caption className="tc-sr-only">{t.audit.heading}</caption>
          <thead>
            <tr>
              <th scope="col">{t.audit.at}</th>
              <th scope="col">{t.audit.actor}</th>
              <th scope="col">{t.audit.action}</th>
              <th scope="col">{t.audit.subject}</th>
              <th scope="col">{t.audit.detail}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((entry, i) => (
              <tr key={`${entry.at}-${i}`}>
                <th scope="row" data-label={t.audit.at}>
                  {formatDateTime(entry.at)}
                </th>
                <td data-label={t.audit.actor}>{entry.actor ?? "–"}</td>
                <td data-label={t.audit.action}>
                  {auditActionLabels[entry.action] ?? entry.action}
                </td>
                <td data-label={t.audit.subject} className="tc-break">
                  {entry.subject ?? "–"}
                </td>
                <td data-label={t.audit.detail} className="tc-break">
                  {typeof entry.detail === "string"
                    ? entry.detail
                    : entry.detail
                      ? JSON.stringify(entry.detail)
                      : "–"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <nav aria-label={t.audit.heading} className="tc-pager">
        {before && <Link to="/team/audit">{t.audit.newest}</Link>}
        {items.length >= 100 && last && (
          <Link to={`/team/audit?before=${last.at}`}>{t.audit.older} →</Link>
        )}
      </nav>
    </>
  );
}
