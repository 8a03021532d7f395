import { Link, useSearchParams } from "react-router";
import { enquiryStatuses, languageLabels, statusLabels, t } from "~/content/team-console";
import { queryOf, type EnquirySummary } from "~/lib/team/api";
import { formatDateTime, landingText, sourceText } from "~/lib/team/format";
import { Filters } from "./Filters";
import { LoadState, PageHeading, StatusBadge, useLoad, useSession } from "./shared";

export const enquiryFilters = ["status", "language", "source", "from", "to"] as const;

export function Enquiries() {
  const [params] = useSearchParams();
  const { user } = useSession();
  const query = queryOf(params, enquiryFilters);
  const { loaded } = useLoad<{ items: EnquirySummary[]; total: number }>(
    `/api/team/enquiries${query}`,
  );
  const ownerName = (owner: string | null) =>
    owner === null ? t.enquiries.unowned : owner === user.id ? user.name : t.enquiries.someoneElse;
  return (
    <>
      <PageHeading
        actions={
          <a className="tc-button" href={`/api/team/enquiries/export.csv${query}`} download>
            {t.enquiries.export}
          </a>
        }
      >
        {t.enquiries.heading}
      </PageHeading>
      <Filters
        clearTo="/team/enquiries"
        fields={[
          {
            name: "status",
            label: t.filters.status,
            options: enquiryStatuses.map((s) => [s, statusLabels[s]!]),
          },
          { name: "language", label: t.filters.language, options: Object.entries(languageLabels) },
          { name: "source", label: t.filters.source },
          { name: "from", label: t.filters.from, type: "date" },
          { name: "to", label: t.filters.to, type: "date" },
        ]}
      />
      {loaded.state !== "ready" ? (
        <LoadState loaded={loaded} />
      ) : (
        <>
          <p className="tc-muted" aria-live="polite">
            {t.enquiries.count(loaded.data.items.length, loaded.data.total)}
          </p>
          {loaded.data.items.length === 0 ? (
            <p className="tc-panel">{t.enquiries.empty}</p>
          ) : (
            <table className="tc-table tc-stack tc-inbox">
              <caption className="tc-sr-only">{t.enquiries.heading}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.enquiries.columns.from}</th>
                  <th scope="col">{t.enquiries.columns.received}</th>
                  <th scope="col">{t.enquiries.columns.project}</th>
                  <th scope="col">{t.enquiries.columns.source}</th>
                  <th scope="col">{t.enquiries.columns.language}</th>
                  <th scope="col">{t.enquiries.columns.status}</th>
                  <th scope="col">{t.enquiries.columns.owner}</th>
                </tr>
              </thead>
              <tbody>
                {loaded.data.items.map((e) => (
                  <tr
                    key={e.id}
                    className={e.overdue ? "tc-overdue" : undefined}
                    data-enquiry={e.id}
                  >
                    <th scope="row" data-label={t.enquiries.columns.from}>
                      <Link to={`/team/enquiries/${e.id}`} state={{ back: query }}>
                        {e.firstName} {e.lastName}
                      </Link>
                      {e.company && <span className="tc-muted tc-block">{e.company}</span>}
                    </th>
                    <td data-label={t.enquiries.columns.received}>
                      {formatDateTime(e.createdAt)}
                      {e.overdue && (
                        <span className="tc-badge tc-flag-overdue" title={t.enquiries.overdueHint}>
                          {t.enquiries.overdue}
                          <span className="tc-sr-only">: {t.enquiries.overdueHint}</span>
                        </span>
                      )}
                      {e.flagged && <span className="tc-badge tc-flag">{t.enquiries.flagged}</span>}
                    </td>
                    <td data-label={t.enquiries.columns.project}>
                      {[e.projectType, e.budget].filter(Boolean).join(" · ") || "–"}
                    </td>
                    <td data-label={t.enquiries.columns.source}>
                      {sourceText(e.source, e.sourceMedium) ?? t.enquiries.direct}
                      {e.sourceLanding && (
                        <span className="tc-muted tc-block tc-break">
                          {landingText(e.sourceLanding)}
                        </span>
                      )}
                    </td>
                    <td data-label={t.enquiries.columns.language}>
                      {languageLabels[e.language] ?? e.language}
                    </td>
                    <td data-label={t.enquiries.columns.status}>
                      <StatusBadge status={e.status} />
                    </td>
                    <td data-label={t.enquiries.columns.owner}>{ownerName(e.owner)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </>
  );
}
