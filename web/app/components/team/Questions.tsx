import { Link, useSearchParams } from "react-router";
import { languageLabels, t } from "~/content/team-console";
import { canRetryDeliveries } from "~/lib/team/access";
import { queryOf, type QuestionSummary } from "~/lib/team/api";
import { formatDate, formatDateTime, sourceText } from "~/lib/team/format";
import { Filters } from "./Filters";
import { ListTable } from "./ListTable";
import {
  LoadState,
  PageHeading,
  UndeliveredBadge,
  UndeliveredNotice,
  useLoad,
  useSession,
} from "./shared";

const questionFilters = ["job", "language", "from", "to"] as const;
/** The list shows the start of each question; the whole is on its page. */
const EXCERPT_CHARS = 120;

interface Answer {
  items: QuestionSummary[];
  total: number;
}

/** Candidates' questions about an opening (hiring and administrators), newest first. */
export function Questions() {
  const [params] = useSearchParams();
  const { user } = useSession();
  const query = queryOf(params, questionFilters);
  const { loaded } = useLoad<Answer>(`/api/team/questions${query}`);
  const columns = t.questions.columns;
  const items = loaded.state === "ready" ? loaded.data.items : [];
  const jobs = [...new Set(items.map((q) => q.jobSlug))].sort();
  const undelivered = items.filter((q) => q.deliveryDead).length;
  return (
    <>
      <PageHeading>{t.questions.heading}</PageHeading>
      {undelivered > 0 && (
        <UndeliveredNotice>
          {t.questions.undeliveredNotice(undelivered, canRetryDeliveries(user.role))}
        </UndeliveredNotice>
      )}
      <Filters
        clearTo="/team/questions"
        fields={[
          { name: "job", label: t.filters.job, options: jobs.map((slug) => [slug, slug]) },
          {
            name: "language",
            label: t.filters.language,
            options: Object.entries(languageLabels),
          },
          { name: "from", label: t.filters.from, type: "date" },
          { name: "to", label: t.filters.to, type: "date" },
        ]}
      />
      {loaded.state !== "ready" ? (
        <LoadState loaded={loaded} />
      ) : (
        <ListTable
          caption={t.questions.heading}
          count={t.questions.count(loaded.data.items.length, loaded.data.total)}
          empty={t.questions.empty}
          items={loaded.data.items}
          rowProps={(q) => ({ "data-question": q.id })}
          columns={[
            {
              label: columns.candidate,
              cell: (q) => (
                <Link to={`/team/questions/${q.id}`} state={{ back: query }}>
                  {q.name}
                </Link>
              ),
            },
            { label: columns.job, cell: (q) => q.jobSlug },
            { label: columns.question, cell: (q) => excerpt(q.question) },
            {
              label: columns.received,
              cell: (q) => (
                <>
                  {formatDateTime(q.createdAt)}
                  {q.deliveryDead && <UndeliveredBadge hint={t.questions.undeliveredHint} />}
                </>
              ),
            },
            { label: columns.source, cell: (q) => sourceText(q.source) ?? t.enquiries.direct },
            {
              label: columns.deletes,
              cell: (q) => (q.deletesAt ? formatDate(q.deletesAt) : "–"),
            },
          ]}
        />
      )}
    </>
  );
}

function excerpt(text: string): string {
  const chars = [...text.replace(/\s+/g, " ").trim()];
  return chars.length > EXCERPT_CHARS ? `${chars.slice(0, EXCERPT_CHARS).join("")}…` : text;
}
