// Pieces every console page uses: the session, the live regions, data loading, badges, notes
// and deliveries.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useState,
  type FormEvent,
  type ReactNode,
} from "react";
import { statusLabels, t } from "~/content/team-console";
import { api, ApiError, type Delivery, type Note, type User } from "~/lib/team/api";
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

export function Deliveries({ deliveries }: { deliveries: Delivery[] }) {
  const headingId = useId();
  return (
    <section className="tc-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{t.deliveries.heading}</h2>
      {deliveries.length === 0 ? (
        <p className="tc-muted">{t.deliveries.none}</p>
      ) : (
        <table className="tc-table tc-stack">
          <thead>
            <tr>
              <th scope="col">{t.deliveries.channel}</th>
              <th scope="col">{t.deliveries.state}</th>
              <th scope="col">{t.deliveries.attempts}</th>
              <th scope="col">{t.deliveries.deliveredAt}</th>
              <th scope="col">{t.deliveries.lastError}</th>
            </tr>
          </thead>
          <tbody>
            {deliveries.map((d, i) => (
              <tr key={`${d.channel}-${i}`}>
                <th scope="row" data-label={t.deliveries.channel}>
                  {t.deliveries.channels[d.channel] ?? d.channel}
                </th>
                <td data-label={t.deliveries.state}>
                  <span className={`tc-badge tc-delivery-${d.state}`}>
                    {t.deliveries.states[d.state] ?? d.state}
                  </span>
                </td>
                <td data-label={t.deliveries.attempts}>{d.attempts}</td>
                <td data-label={t.deliveries.deliveredAt}>
                  {d.deliveredAt ? formatDateTime(d.deliveredAt) : "–"}
                </td>
                <td data-label={t.deliveries.lastError}>{d.lastError ?? "–"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
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
