import { Link, useSearchParams } from "react-router";
import { enquiryStatuses, languageLabels, statusLabels, t } from "~/content/team-console";
import { canRetryDeliveries } from "~/lib/team/access";
import { queryOf, type EnquirySummary } from "~/lib/team/api";
import { formatDateTime, landingText, sourceText } from "~/lib/team/format";
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

export const enquiryFilters = ["status", "language", "source", "from", "to"] as const;

export function Enquiries() {
  const [params] = useSearchParams();
  const { user } = useSession();
  const query = queryOf(params, enquiryFilters);
  const { loaded } = useLoad<{ items: EnquirySummary[]; total: number }>(
    `/api/team/enquiries${query}`,
  );
  const columns = t.enquiries.columns;
  const undelivered =
    loaded.state === "ready" ? loaded.data.items.filter((e) => e.deliveryDead).length : 0;
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
      {undelivered > 0 && (
        <UndeliveredNotice>
          {t.enquiries.undeliveredNotice(undelivered, canRetryDeliveries(user.role))}
        </UndeliveredNotice>
      )}
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
        <ListTable
          caption={t.enquiries.heading}
          count={t.enquiries.count(loaded.data.items.length, loaded.data.total)}
          empty={t.enquiries.empty}
          className="tc-inbox"
          items={loaded.data.items}
          rowProps={(e) => ({
            className: e.overdue ? "tc-overdue" : undefined,
            "data-enquiry": e.id,
          })}
          columns={[
            {
              label: columns.from,
              cell: (e) => (
                <>
                  <Link to={`/team/enquiries/${e.id}`} state={{ back: query }}>
                    {e.firstName} {e.lastName}
                  </Link>
                  {e.company && <span className="tc-muted tc-block">{e.company}</span>}
                </>
              ),
            },
            {
              label: columns.received,
              cell: (e) => (
                <>
                  {formatDateTime(e.createdAt)}
                  {e.overdue && (
                    <span className="tc-badge tc-flag-overdue" title={t.enquiries.overdueHint}>
                      {t.enquiries.overdue}
                      <span className="tc-sr-only">: {t.enquiries.overdueHint}</span>
                    </span>
                  )}
                  {e.flagged && <span className="tc-badge tc-flag">{t.enquiries.flagged}</span>}
                  {e.deliveryDead && <UndeliveredBadge hint={t.enquiries.undeliveredHint} />}
                </>
              ),
            },
            {
              label: columns.project,
              cell: (e) => [e.projectType, e.budget].filter(Boolean).join(" · ") || "–",
            },
            {
              label: columns.source,
              cell: (e) => (
                <>
                  {sourceText(e.source, e.sourceMedium) ?? t.enquiries.direct}
                  {e.sourceLanding && (
                    <span className="tc-muted tc-block tc-break">
                      {landingText(e.sourceLanding)}
                    </span>
                  )}
                </>
              ),
            },
            { label: columns.language, cell: (e) => languageLabels[e.language] ?? e.language },
            { label: columns.status, cell: (e) => <StatusBadge status={e.status} /> },
            { label: columns.owner, cell: (e) => ownerName(e.owner) },
          ]}
        />
      )}
    </>
  );
}
