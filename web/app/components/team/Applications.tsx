import { Link, useSearchParams } from "react-router";
import { applicationStatuses, statusLabels, t } from "~/content/team-console";
import { queryOf, type ApplicationSummary } from "~/lib/team/api";
import { formatDate, formatDateTime, sourceText } from "~/lib/team/format";
import { Filters } from "./Filters";
import { LoadState, PageHeading, StatusBadge, useLoad } from "./shared";

const applicationFilters = ["job", "status", "from", "to"] as const;

interface Answer {
  items: ApplicationSummary[];
  total: number;
  jobs: { slug: string; count: number }[];
}

export function Applications() {
  const [params] = useSearchParams();
  const query = queryOf(params, applicationFilters);
  const { loaded } = useLoad<Answer>(`/api/team/applications${query}`);
  const jobs = loaded.state === "ready" ? loaded.data.jobs : [];
  const job = params.get("job");
  return (
    <>
      <PageHeading>{t.applications.heading}</PageHeading>
      {jobs.length > 0 && (
        <nav aria-label={t.filters.job} className="tc-tabs">
          <ul>
            <li>
              <Link to="/team/applications" aria-current={job ? undefined : "page"}>
                {t.applications.allJobs}
              </Link>
            </li>
            {jobs.map((j) => (
              <li key={j.slug}>
                <Link
                  to={`/team/applications?job=${encodeURIComponent(j.slug)}`}
                  aria-current={job === j.slug ? "page" : undefined}
                >
                  {j.slug} <span className="tc-count">{j.count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <Filters
        clearTo="/team/applications"
        fields={[
          {
            name: "job",
            label: t.filters.job,
            options: jobs.map((j) => [j.slug, `${j.slug} (${j.count})`]),
          },
          {
            name: "status",
            label: t.filters.status,
            options: applicationStatuses.map((s) => [s, statusLabels[s]!]),
          },
          { name: "from", label: t.filters.from, type: "date" },
          { name: "to", label: t.filters.to, type: "date" },
        ]}
      />
      {loaded.state !== "ready" ? (
        <LoadState loaded={loaded} />
      ) : (
        <>
          <p className="tc-muted" aria-live="polite">
            {t.applications.count(loaded.data.items.length, loaded.data.total)}
          </p>
          {loaded.data.items.length === 0 ? (
            <p className="tc-panel">{t.applications.empty}</p>
          ) : (
            <table className="tc-table tc-stack">
              <caption className="tc-sr-only">{t.applications.heading}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.applications.columns.applicant}</th>
                  <th scope="col">{t.applications.columns.job}</th>
                  <th scope="col">{t.applications.columns.received}</th>
                  <th scope="col">{t.applications.columns.location}</th>
                  <th scope="col">{t.applications.columns.source}</th>
                  <th scope="col">{t.applications.columns.status}</th>
                  <th scope="col">{t.applications.columns.deletes}</th>
                </tr>
              </thead>
              <tbody>
                {loaded.data.items.map((a) => (
                  <tr key={a.id} data-application={a.id}>
                    <th scope="row" data-label={t.applications.columns.applicant}>
                      <Link to={`/team/applications/${a.id}`} state={{ back: query }}>
                        {a.firstName} {a.lastName}
                      </Link>
                    </th>
                    <td data-label={t.applications.columns.job}>{a.jobSlug}</td>
                    <td data-label={t.applications.columns.received}>
                      {formatDateTime(a.createdAt)}
                    </td>
                    <td data-label={t.applications.columns.location}>{a.location ?? "–"}</td>
                    <td data-label={t.applications.columns.source}>
                      {sourceText(a.source) ?? t.enquiries.direct}
                    </td>
                    <td data-label={t.applications.columns.status}>
                      <StatusBadge status={a.status} />
                    </td>
                    <td data-label={t.applications.columns.deletes}>
                      {a.deletesAt ? formatDate(a.deletesAt) : "–"}
                    </td>
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
