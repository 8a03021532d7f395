// Pieces every console page uses: the session, the live regions, data loading, badges, notes
// and deliveries.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from "react";
import { statusLabels, t } from "~/content/team-console";
import {
  anyDead,
  api,
  ApiError,
  retryDelivery,
  type Delivery,
  type Note,
  type User,
} from "~/lib/team/api";
import { canRetryDeliveries } from "~/lib/team/access";
import { formatDateTime } from "~/lib/team/format";

export interface Session {
  user: User;
  csrf: string;
  signOut: () => Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

/** The signed-in person (the console renders its pages only when there is one). */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession outside a signed-in console");
  return session;
}

interface Notices {
  say: (message: string) => void;
  fail: (error: unknown) => void;
}

export const NoticeContext = createContext<Notices>({ say: () => {}, fail: () => {} });
export const useNotices = (): Notices => useContext(NoticeContext);

/** The message of an error for the live region: the server's own sentence where it sent one. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * The console's two live regions, always in the page so screen readers announce what is put in
 * them: a polite one for what went right, an assertive one (alert) for errors.
 */
export function NoticeRegions({ status, error }: { status: string; error: string }) {
  return (
    <div className="tc-notices">
      <p role="status" className={status ? "tc-notice tc-notice-ok" : "tc-notice-empty"}>
        {status}
      </p>
      <p role="alert" className={error ? "tc-notice tc-notice-error" : "tc-notice-empty"}>
        {error}
      </p>
    </div>
  );
}

export function useNoticeState() {
  const [status, setStatus] = useState("");
  const [error, setError] = useState("");
  const say = useCallback((message: string) => {
    setError("");
    setStatus(message);
  }, []);
  const fail = useCallback((e: unknown) => {
    setStatus("");
    setError(messageOf(e));
  }, []);
  const clear = useCallback(() => {
    setStatus("");
    setError("");
  }, []);
  return { status, error, say, fail, clear };
}

export type Loaded<T> =
  { state: "loading" } | { state: "error"; error: ApiError | Error } | { state: "ready"; data: T };

/** GETs `path` whenever it changes; `reload` fetches again. */
export function useLoad<T>(path: string | null) {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: "loading" });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (path === null) return;
    let current = true;
    setLoaded((previous) => (previous.state === "ready" ? previous : { state: "loading" }));
    api<T>(path).then(
      (data) => current && setLoaded({ state: "ready", data }),
      (error: Error) => current && setLoaded({ state: "error", error }),
    );
    return () => {
      current = false;
    };
  }, [path, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  const replace = useCallback((data: T) => setLoaded({ state: "ready", data }), []);
  return { loaded, reload, replace };
}

/** What a page shows while its data loads or when it could not (403 for a role, 404…). */
export function LoadState({ loaded }: { loaded: Loaded<unknown> }) {
  if (loaded.state === "loading")
    return (
      <p className="tc-muted" aria-busy="true">
        {t.loading}
      </p>
    );
  if (loaded.state === "error") {
    const error = loaded.error;
    const status = error instanceof ApiError ? error.status : 0;
    return (
      <div className="tc-panel tc-problem" role="alert">
        <p>
          <strong>
            {status === 403 ? t.errors.forbidden : status === 404 ? t.errors.notFound : ""}
          </strong>{" "}
          {error.message}
        </p>
      </div>
    );
  }
  return null;
}

export function StatusBadge({ status }: { status: string }) {
  return <span className={`tc-badge tc-status-${status}`}>{statusLabels[status] ?? status}</span>;
}

export function PageHeading({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <div className="tc-page-head">
      <h1 id="tc-title" tabIndex={-1}>
        {children}
      </h1>
      {actions && <div className="tc-actions">{actions}</div>}
    </div>
  );
}

/** A definition list of the fields that are set. */
export function Facts({ items }: { items: [string, ReactNode][] }) {
  const shown = items.filter(([, value]) => value !== null && value !== undefined && value !== "");
  return (
    <dl className="tc-facts">
      {shown.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A lead's deliveries (the e-mail or webhook that took it to the team): where each stands, and
 * for an administrator a Retry button on each dead one. `lead` is the lead's API path;
 * `onRetried` gets the lead's deliveries as the server answers them after a retry, `onStale`
 * is called when a retry was refused (the page reads the lead again: someone else may have
 * retried it already).
 */
export function Deliveries({
  deliveries,
  lead,
  onRetried,
  onStale,
}: {
  deliveries: Delivery[];
  lead: string;
  onRetried: (deliveries: Delivery[]) => void;
  onStale: () => void;
}) {
  const headingId = useId();
  const { user } = useSession();
  const { say, fail } = useNotices();
  const [busy, setBusy] = useState<number | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const table = useRef<HTMLTableElement>(null);
  const mayRetry = canRetryDeliveries(user.role);
  const dead = anyDead(deliveries);
  const channelOf = (d: Delivery) => t.deliveries.channels[d.channel] ?? d.channel;

  // After a retry, focus goes back to its button while it is there (a refused retry), else to the
  // table's heading (the button went with the dead delivery): never left on nothing. Only when
  // focus was lost, so a person who moved on meanwhile is not pulled back.
  const [focusAfter, setFocusAfter] = useState<number | null>(null);
  useEffect(() => {
    if (focusAfter === null) return;
    const lost = !document.activeElement || document.activeElement === document.body;
    const button = table.current?.querySelector<HTMLButtonElement>(
      `button[data-delivery="${focusAfter}"]`,
    );
    if (button) {
      if (lost && !button.disabled) button.focus();
      return; // the page may still read the lead again and remove it
    }
    if (lost) heading.current?.focus();
    setFocusAfter(null);
  }, [focusAfter, deliveries]);

  async function retry(d: Delivery) {
    setBusy(d.id);
    try {
      const answer = await retryDelivery(lead, d.id);
      onRetried(answer);
      say(t.deliveries.retried(channelOf(d)));
    } catch (error) {
      fail(
        error instanceof ApiError && error.status === 404 ? new Error(t.deliveries.notDead) : error,
      );
      onStale();
    } finally {
      setBusy(null);
      setFocusAfter(d.id);
    }
  }

  return (
    <section className="tc-panel" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {t.deliveries.heading}
      </h2>
      {deliveries.length === 0 ? (
        <p className="tc-muted">{t.deliveries.none}</p>
      ) : (
        <>
          <table className="tc-table tc-stack" ref={table}>
            <thead>
              <tr>
                <th scope="col">{t.deliveries.channel}</th>
                <th scope="col">{t.deliveries.state}</th>
                <th scope="col">{t.deliveries.attempts}</th>
                <th scope="col">{t.deliveries.when}</th>
                <th scope="col">{t.deliveries.lastError}</th>
                {mayRetry && dead && <th scope="col">{t.deliveries.action}</th>}
              </tr>
            </thead>
            <tbody>
              {deliveries.map((d) => (
                <tr key={d.id} data-delivery-state={d.state}>
                  <th scope="row" data-label={t.deliveries.channel}>
                    {channelOf(d)}
                  </th>
                  <td data-label={t.deliveries.state}>
                    <span className={`tc-badge tc-delivery-${d.state}`}>
                      {t.deliveries.states[d.state] ?? d.state}
                    </span>
                  </td>
                  <td data-label={t.deliveries.attempts}>{d.attempts}</td>
                  <td data-label={t.deliveries.when}>{whenOf(d)}</td>
                  <td data-label={t.deliveries.lastError} className="tc-break">
                    {d.lastError ?? "–"}
                  </td>
                  {mayRetry && dead && (
                    <td data-label={t.deliveries.action}>
                      {d.state === "dead" ? (
                        <button
                          type="button"
                          className="tc-button"
                          data-delivery={d.id}
                          disabled={busy !== null}
                          aria-busy={busy === d.id ? true : undefined}
                          onClick={() => void retry(d)}
                        >
                          {t.deliveries.retry}
                          <span className="tc-sr-only">{t.deliveries.retryWhat(channelOf(d))}</span>
                        </button>
                      ) : (
                        "–"
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
          {dead && (
            <p className="tc-hint">
              {t.deliveries.deadNote}{" "}
              {mayRetry ? t.deliveries.deadNoteAdmin : t.deliveries.deadNoteOthers}
            </p>
          )}
        </>
      )}
    </section>
  );
}

/** The time that matters for a delivery's state: when it arrived, gave up, or is tried next. */
function whenOf(d: Delivery): ReactNode {
  const at = (ms: number) => (
    <time dateTime={new Date(ms).toISOString()}>{formatDateTime(ms)}</time>
  );
  if (d.state === "delivered" && d.deliveredAt) return at(d.deliveredAt);
  if (d.state === "dead" && d.deadAt) return at(d.deadAt);
  if ((d.state === "pending" || d.state === "failed") && d.nextAttemptAt)
    return (
      <>
        {t.deliveries.nextAttempt} {at(d.nextAttemptAt)}
      </>
    );
  return "–";
}

/**
 * The badge of a lead none of whose deliveries can be counted on to have reached the team (a
 * dead delivery): a word, with the reason for screen readers and as a tooltip.
 */
export function UndeliveredBadge({ hint }: { hint: string }) {
  return (
    <span className="tc-badge tc-flag-undelivered" title={hint}>
      {t.enquiries.undelivered}
      <span className="tc-sr-only">: {hint}</span>
    </span>
  );
}

/** The notice above a list some of whose leads never reached the team. */
export function UndeliveredNotice({ children }: { children: string }) {
  return <p className="tc-callout">{children}</p>;
}

/** The notes on an enquiry or application, and the form that adds one. */
export function Notes({
  notes,
  endpoint,
  onAdded,
}: {
  notes: Note[];
  endpoint: string;
  onAdded: () => void;
}) {
  const headingId = useId();
  const fieldId = useId();
  const { say, fail } = useNotices();
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  async function add(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) {
      fail(new Error(t.notes.empty));
      return;
    }
    setBusy(true);
    try {
      await api(endpoint, { method: "POST", body: { text } });
      setText("");
      say(t.notes.added);
      onAdded();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <section className="tc-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{t.notes.heading}</h2>
      {notes.length === 0 ? (
        <p className="tc-muted">{t.notes.none}</p>
      ) : (
        <ol className="tc-notes">
          {notes.map((note, i) => (
            <li key={`${note.at}-${i}`}>
              <p className="tc-note-meta">
                <strong>{note.author}</strong> ·{" "}
                <time dateTime={new Date(note.at).toISOString()}>{formatDateTime(note.at)}</time>
              </p>
              <p className="tc-pre">{note.text}</p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={add} className="tc-form">
        <label htmlFor={fieldId}>{t.notes.add}</label>
        <textarea
          id={fieldId}
          rows={3}
          maxLength={5000}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <div>
          <button type="submit" className="tc-button" disabled={busy}>
            {t.notes.button}
          </button>
        </div>
      </form>
    </section>
  );
}
