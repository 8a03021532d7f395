import { useEffect, useId, useState, type FormEvent } from "react";
import { Link, useLocation } from "react-router";
import { enquiryStatuses, languageLabels, statusLabels, t } from "~/content/team-console";
import { anyDead, api, type Enquiry, type Person } from "~/lib/team/api";
import { formatDateTime, sourceText } from "~/lib/team/format";
import {
  Deliveries,
  Facts,
  LoadState,
  Notes,
  PageHeading,
  StatusBadge,
  UndeliveredBadge,
  useLoad,
  useNotices,
  useSession,
} from "./shared";

export function EnquiryDetail({ id }: { id: string }) {
  const back = (useLocation().state as { back?: string } | null)?.back ?? "";
  const path = `/api/team/enquiries/${encodeURIComponent(id)}`;
  const { loaded, reload, replace } = useLoad<Enquiry>(path);
  return (
    <>
      <p className="tc-back">
        <Link to={`/team/enquiries${back}`}>← {t.enquiries.back}</Link>
      </p>
      {loaded.state !== "ready" ? (
        <LoadState loaded={loaded} />
      ) : (
        <EnquiryView enquiry={loaded.data} path={path} reload={reload} replace={replace} />
      )}
    </>
  );
}

function EnquiryView({
  enquiry: e,
  path,
  reload,
  replace,
}: {
  enquiry: Enquiry;
  path: string;
  reload: () => void;
  replace: (e: Enquiry) => void;
}) {
  const messageId = useId();
  return (
    <>
      <PageHeading>
        {e.firstName} {e.lastName}
      </PageHeading>
      <p className="tc-meta-line">
        <StatusBadge status={e.status} />
        {e.overdue && (
          <span className="tc-badge tc-flag-overdue">
            {t.enquiries.overdue}: {t.enquiries.overdueHint}
          </span>
        )}
        {e.deliveryDead && <UndeliveredBadge hint={t.enquiries.undeliveredHint} />}
        <span className="tc-muted">{formatDateTime(e.createdAt)}</span>
      </p>
      <div className="tc-detail">
        <div className="tc-detail-main">
          <section className="tc-panel" aria-labelledby={messageId}>
            <h2 id={messageId}>{t.enquiries.message}</h2>
            <p className="tc-pre tc-message">{e.message}</p>
          </section>
          <Notes notes={e.notes} endpoint={`${path}/notes`} onAdded={reload} />
          <Deliveries
            deliveries={e.deliveries}
            lead={path}
            onRetried={(deliveries) =>
              replace({ ...e, deliveries, deliveryDead: anyDead(deliveries) })
            }
            onStale={reload}
          />
        </div>
        <div className="tc-detail-side">
          <WorkForm enquiry={e} path={path} replace={replace} reload={reload} />
          <section className="tc-panel" aria-labelledby={`${messageId}-facts`}>
            <h2 id={`${messageId}-facts`}>{t.enquiries.details}</h2>
            <Facts
              items={[
                [t.enquiries.email, <a href={`mailto:${e.email}`}>{e.email}</a>],
                [t.enquiries.company, e.company],
                [t.enquiries.projectType, e.projectType],
                [t.enquiries.budget, e.budget],
                [t.filters.language, languageLabels[e.language] ?? e.language],
                [t.filters.source, sourceText(e.source, e.sourceMedium) ?? t.enquiries.direct],
                [t.enquiries.campaign, e.sourceCampaign],
                [
                  t.enquiries.landing,
                  e.sourceLanding && <span className="tc-break">{e.sourceLanding}</span>,
                ],
                [t.enquiries.sourceKind, e.sourceKind],
                [
                  t.enquiries.sourceLanguage,
                  e.sourceLanguage && (languageLabels[e.sourceLanguage] ?? e.sourceLanguage),
                ],
              ]}
            />
          </section>
        </div>
      </div>
    </>
  );
}

/** The enquiry's status and owner: administrators pick any active person, others themselves. */
function WorkForm({
  enquiry,
  path,
  replace,
  reload,
}: {
  enquiry: Enquiry;
  path: string;
  replace: (e: Enquiry) => void;
  reload: () => void;
}) {
  const { user } = useSession();
  const { say, fail } = useNotices();
  const headingId = useId();
  const [status, setStatus] = useState<string>(enquiry.status);
  const [owner, setOwner] = useState<string>(enquiry.owner ?? "");
  const [people, setPeople] = useState<Person[] | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setStatus(enquiry.status);
    setOwner(enquiry.owner ?? "");
  }, [enquiry.status, enquiry.owner]);
  useEffect(() => {
    if (user.role !== "admin") return;
    api<{ items: Person[] }>("/api/team/people").then(
      (answer) =>
        setPeople(
          answer.items.filter((p) => p.active && (p.role === "admin" || p.role === "sales")),
        ),
      () => setPeople([]),
    );
  }, [user.role]);

  const owners: [string, string][] = [["", t.enquiries.unowned]];
  if (people) owners.push(...people.map((p): [string, string] => [p.id, p.name]));
  else owners.push([user.id, t.enquiries.me(user.name)]);
  if (enquiry.owner && !owners.some(([id]) => id === enquiry.owner))
    owners.push([enquiry.owner, t.enquiries.someoneElse]);

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const changed: { status?: string; owner?: string | null } = {};
      if (status !== enquiry.status) changed.status = status;
      if (owner !== (enquiry.owner ?? "")) changed.owner = owner || null;
      const answer = await api<Enquiry>(path, { method: "PATCH", body: changed });
      say(t.enquiries.saved);
      // The answer is "the enquiry"; a summary without notes is completed by reading it again.
      if (answer && Array.isArray(answer.notes)) replace(answer);
      else reload();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="tc-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{t.enquiries.work}</h2>
      <form className="tc-form" onSubmit={save}>
        <label htmlFor={`${headingId}-status`}>{t.filters.status}</label>
        <select
          id={`${headingId}-status`}
          value={status}
          onChange={(e) => setStatus(e.target.value)}
        >
          {enquiryStatuses.map((s) => (
            <option key={s} value={s}>
              {statusLabels[s]}
            </option>
          ))}
        </select>
        <label htmlFor={`${headingId}-owner`}>{t.enquiries.owner}</label>
        <select id={`${headingId}-owner`} value={owner} onChange={(e) => setOwner(e.target.value)}>
          {owners.map(([id, label]) => (
            <option key={id} value={id}>
              {label}
            </option>
          ))}
        </select>
        <div>
          <button type="submit" className="tc-button tc-button-primary" disabled={busy}>
            {t.enquiries.save}
          </button>
        </div>
      </form>
    </section>
  );
}
