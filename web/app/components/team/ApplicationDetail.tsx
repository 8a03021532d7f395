import { useEffect, useId, useState, type FormEvent } from "react";
import { Link, useLocation } from "react-router";
import { applicationStatuses, languageLabels, statusLabels, t } from "~/content/team-console";
import { anyDead, api, type Application } from "~/lib/team/api";
import { formatBytes, formatDate, formatDateTime, sourceText } from "~/lib/team/format";
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
} from "./shared";

export function ApplicationDetail({ id }: { id: string }) {
  const back = (useLocation().state as { back?: string } | null)?.back ?? "";
  const path = `/api/team/applications/${encodeURIComponent(id)}`;
  const { loaded, reload, replace } = useLoad<Application>(path);
  return (
    <>
      <p className="tc-back">
        <Link to={`/team/applications${back}`}>← {t.applications.back}</Link>
      </p>
      {loaded.state !== "ready" ? (
        <LoadState loaded={loaded} />
      ) : (
        <ApplicationView application={loaded.data} path={path} reload={reload} replace={replace} />
      )}
    </>
  );
}

function ApplicationView({
  application: a,
  path,
  reload,
  replace,
}: {
  application: Application;
  path: string;
  reload: () => void;
  replace: (a: Application) => void;
}) {
  const id = useId();
  return (
    <>
      <PageHeading>
        {a.firstName} {a.lastName}
      </PageHeading>
      <p className="tc-meta-line">
        <StatusBadge status={a.status} />
        <span>{a.jobSlug}</span>
        {a.deliveryDead && <UndeliveredBadge hint={t.applications.undeliveredHint} />}
        <span className="tc-muted">{formatDateTime(a.createdAt)}</span>
        {a.deletesAt && (
          <span className="tc-muted">{t.applications.deletesOn(formatDate(a.deletesAt))}</span>
        )}
      </p>
      <div className="tc-detail">
        <div className="tc-detail-main">
          <section className="tc-panel" aria-labelledby={`${id}-cv`}>
            <h2 id={`${id}-cv`}>{t.applications.cv}</h2>
            {a.cvFileName ? (
              <p>
                <a className="tc-button" href={`${path}/cv`} download>
                  {t.applications.downloadCv}
                </a>{" "}
                <span className="tc-muted">
                  {a.cvFileName}
                  {a.cvBytes ? ` · ${formatBytes(a.cvBytes)}` : ""}
                </span>
              </p>
            ) : (
              <p className="tc-muted">{t.applications.noCv}</p>
            )}
          </section>
          {a.coverNote && (
            <section className="tc-panel" aria-labelledby={`${id}-note`}>
              <h2 id={`${id}-note`}>{t.applications.coverNote}</h2>
              <p className="tc-pre tc-message">{a.coverNote}</p>
            </section>
          )}
          <Notes notes={a.notes} endpoint={`${path}/notes`} onAdded={reload} />
          <Deliveries
            deliveries={a.deliveries}
            lead={path}
            onRetried={(deliveries) =>
              replace({ ...a, deliveries, deliveryDead: anyDead(deliveries) })
            }
            onStale={reload}
          />
        </div>
        <div className="tc-detail-side">
          <StatusForm application={a} path={path} reload={reload} />
          <section className="tc-panel" aria-labelledby={`${id}-facts`}>
            <h2 id={`${id}-facts`}>{t.enquiries.details}</h2>
            <Facts
              items={[
                [t.enquiries.email, <a href={`mailto:${a.email}`}>{a.email}</a>],
                [t.applications.phone, a.phone],
                [t.applications.columns.location, a.location],
                [
                  t.applications.profile,
                  a.profileUrl && /^https?:\/\//.test(a.profileUrl) ? (
                    <a
                      href={a.profileUrl}
                      rel="noopener noreferrer nofollow"
                      target="_blank"
                      className="tc-break"
                    >
                      {a.profileUrl}
                    </a>
                  ) : (
                    a.profileUrl
                  ),
                ],
                [t.filters.language, languageLabels[a.language] ?? a.language],
                [t.filters.source, sourceText(a.source) ?? t.enquiries.direct],
                [t.enquiries.campaign, a.sourceCampaign],
                [
                  t.enquiries.landing,
                  a.sourceLanding && <span className="tc-break">{a.sourceLanding}</span>,
                ],
              ]}
            />
          </section>
        </div>
      </div>
    </>
  );
}

function StatusForm({
  application,
  path,
  reload,
}: {
  application: Application;
  path: string;
  reload: () => void;
}) {
  const { say, fail } = useNotices();
  const id = useId();
  const [status, setStatus] = useState<string>(application.status);
  const [busy, setBusy] = useState(false);
  useEffect(() => setStatus(application.status), [application.status]);
  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await api(path, { method: "PATCH", body: { status } });
      say(t.enquiries.saved);
      reload();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <section className="tc-panel" aria-labelledby={id}>
      <h2 id={id}>{t.applications.status}</h2>
      <form className="tc-form" onSubmit={save}>
        <label htmlFor={`${id}-status`}>{t.filters.status}</label>
        <select id={`${id}-status`} value={status} onChange={(e) => setStatus(e.target.value)}>
          {applicationStatuses.map((s) => (
            <option key={s} value={s}>
              {statusLabels[s]}
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
