import { useId } from "react";
import { Link, useLocation } from "react-router";
import { languageLabels, t } from "~/content/team-console";
import { anyDead, type Question } from "~/lib/team/api";
import { formatDate, formatDateTime, sourceText } from "~/lib/team/format";
import { Deliveries, Facts, LoadState, PageHeading, UndeliveredBadge, useLoad } from "./shared";

/** One candidate's question: what they asked, how to answer, where it was delivered. */
export function QuestionDetail({ id }: { id: string }) {
  const back = (useLocation().state as { back?: string } | null)?.back ?? "";
  const path = `/api/team/questions/${encodeURIComponent(id)}`;
  const { loaded, reload, replace } = useLoad<Question>(path);
  return (
    <>
      <p className="tc-back">
        <Link to={`/team/questions${back}`}>← {t.questions.back}</Link>
      </p>
      {loaded.state !== "ready" ? (
        <LoadState loaded={loaded} />
      ) : (
        <QuestionView question={loaded.data} path={path} reload={reload} replace={replace} />
      )}
    </>
  );
}

function QuestionView({
  question: q,
  path,
  reload,
  replace,
}: {
  question: Question;
  path: string;
  reload: () => void;
  replace: (q: Question) => void;
}) {
  const id = useId();
  const subject = `Re: ${q.jobSlug}`;
  return (
    <>
      <PageHeading>{q.name}</PageHeading>
      <p className="tc-meta-line">
        <span>{q.jobSlug}</span>
        {q.deliveryDead && <UndeliveredBadge hint={t.questions.undeliveredHint} />}
        <span className="tc-muted">{formatDateTime(q.createdAt)}</span>
        {q.deletesAt && (
          <span className="tc-muted">{t.questions.deletesOn(formatDate(q.deletesAt))}</span>
        )}
      </p>
      <div className="tc-detail">
        <div className="tc-detail-main">
          <section className="tc-panel" aria-labelledby={`${id}-question`}>
            <h2 id={`${id}-question`}>{t.questions.question}</h2>
            <p className="tc-pre tc-message">{q.question}</p>
            <p>
              <a
                className="tc-button"
                href={`mailto:${q.email}?subject=${encodeURIComponent(subject)}`}
              >
                {t.questions.answer}
              </a>
            </p>
          </section>
          <Deliveries
            deliveries={q.deliveries}
            lead={path}
            onRetried={(deliveries) =>
              replace({ ...q, deliveries, deliveryDead: anyDead(deliveries) })
            }
            onStale={reload}
          />
        </div>
        <div className="tc-detail-side">
          <section className="tc-panel" aria-labelledby={`${id}-facts`}>
            <h2 id={`${id}-facts`}>{t.enquiries.details}</h2>
            <Facts
              items={[
                [t.enquiries.email, <a href={`mailto:${q.email}`}>{q.email}</a>],
                [t.filters.language, languageLabels[q.language] ?? q.language],
                [t.filters.source, sourceText(q.source) ?? t.enquiries.direct],
                [t.enquiries.campaign, q.sourceCampaign],
                [
                  t.enquiries.landing,
                  q.sourceLanding && <span className="tc-break">{q.sourceLanding}</span>,
                ],
              ]}
            />
          </section>
        </div>
      </div>
    </>
  );
}
