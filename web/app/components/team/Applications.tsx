import { Link, useSearchParams } from "react-router";
import { applicationStatuses, statusLabels, t } from "~/content/team-console";
import { canRetryDeliveries } from "~/lib/team/access";
import { queryOf, type ApplicationSummary } from "~/lib/team/api";
import { formatDate, formatDateTime, sourceText } from "~/lib/team/format";
import { Filters } from "./Filters";
import { ListTable } from "./ListTable";
import {
  LoadState,
  PageHeading,
  StatusBadge,
  UndeliveredBadge,
  UndeliveredNotice,
  useLoad,
  useSession,
} from "./shared";

const applicationFilters = ["job", "status", "from", "to"] as const;

interface Answer {
  items: ApplicationSummary[];
  total: number;
  jobs: { slug: string; count: number }[];
}

export function Applications() {
  const [params] = useSearchParams();
  const { user } = useSession();
  const query = queryOf(params, applicationFilters);
  const { loaded } = useLoad<Answer>(`/api/team/applications${query}`);
  const jobs = loaded.state === "ready" ? loaded.data.jobs : [];
  const job = params.get("job");
  const columns = t.applications.columns;
  const undelivered =
    loaded.state === "ready" ? loaded.data.items.filter((a) => a.deliveryDead).length : 0;
  return (
    <>
      <PageHeading>{t.applications.heading}</PageHeading>
      {undelivered > 0 && (
        <UndeliveredNotice>
          {t.applications.undeliveredNotice(undelivered, canRetryDeliveries(user.role))}
        </UndeliveredNotice>
      )}
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
        <ListTable
          caption={t.applications.heading}
          count={t.applications.count(loaded.data.items.length, loaded.data.total)}
          empty={t.applications.empty}
          items={loaded.data.items}
          rowProps={(a) => ({ "data-application": a.id })}
          columns={[
            {
              label: columns.applicant,
              cell: (a) => (
                <Link to={`/team/applications/${a.id}`} state={{ back: query }}>
                  {a.firstName} {a.lastName}
                </Link>
              ),
            },
            { label: columns.job, cell: (a) => a.jobSlug },
            {
              label: columns.received,
              cell: (a) => (
                <>
                  {formatDateTime(a.createdAt)}
                  {a.deliveryDead && <UndeliveredBadge hint={t.applications.undeliveredHint} />}
                </>
              ),
            },
            { label: columns.location, cell: (a) => a.location ?? "–" },
            { label: columns.source, cell: (a) => sourceText(a.source) ?? t.enquiries.direct },
            { label: columns.status, cell: (a) => <StatusBadge status={a.status} /> },
            {
              label: columns.deletes,
              cell: (a) => (a.deletesAt ? formatDate(a.deletesAt) : "–"),
            },
          ]}
        />
      )}
    </>
  );
}
