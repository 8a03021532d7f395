// A data-protection request: find what is stored about an address, hand over a copy (JSON), or
// erase it after a confirm step.
import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { statusLabels, t } from "~/content/team-console";
import {
  api,
  request,
  type ApplicationSummary,
  type EnquirySummary,
  type QuestionSummary,
} from "~/lib/team/api";
import { formatDateTime } from "~/lib/team/format";
import { PageHeading, useNotices } from "./shared";

interface Found {
  enquiries: EnquirySummary[];
  applications: ApplicationSummary[];
  questions: QuestionSummary[];
  deliveries: number;
}

export function Privacy() {
  const id = useId();
  const { say, fail } = useNotices();
  const [email, setEmail] = useState("");
  const [found, setFound] = useState<{ email: string; result: Found } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function search(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setConfirming(false);
    try {
      const result = await api<Found>("/api/team/privacy/search", {
        method: "POST",
        body: { email: email.trim() },
      });
      setFound({ email: email.trim(), result });
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }

  async function exportJson() {
    if (!found) return;
    setBusy(true);
    try {
      const response = await request("/api/team/privacy/export", {
        method: "POST",
        body: { email: found.email },
      });
      const blob = await response.blob();
      const name =
        /filename="?([^";]+)"?/.exec(response.headers.get("Content-Disposition") ?? "")?.[1] ??
        "privacy-export.json";
      const link = document.createElement("a");
      link.href = URL.createObjectURL(blob);
      link.download = name;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
      say(t.privacy.exported);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }

  async function erase() {
    if (!found) return;
    setBusy(true);
    try {
      const counts = await api<{
        enquiries: number;
        applications: number;
        questions: number;
        cvs: number;
        deliveries: number;
      }>("/api/team/privacy/erase", { method: "POST", body: { email: found.email } });
      say(t.privacy.erased(counts));
      setFound(null);
      setConfirming(false);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }

  const result = found?.result;
  const nothing =
    result &&
    result.enquiries.length === 0 &&
    result.applications.length === 0 &&
    result.questions.length === 0 &&
    result.deliveries === 0;
  return (
    <>
      <PageHeading>{t.privacy.heading}</PageHeading>
      <p className="tc-muted tc-measure">{t.privacy.intro}</p>
      <form className="tc-panel tc-inline-form" onSubmit={search} role="search">
        <div className="tc-filter-fields">
          <div className="tc-field tc-field-wide">
            <label htmlFor={`${id}-email`}>{t.privacy.email}</label>
            <input
              id={`${id}-email`}
              type="email"
              required
              autoComplete="off"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </div>
          <div className="tc-filter-buttons">
            <button type="submit" className="tc-button tc-button-primary" disabled={busy}>
              {t.privacy.search}
            </button>
          </div>
        </div>
      </form>
      {found && result && (
        <section className="tc-panel" aria-labelledby={`${id}-found`}>
          <h2 id={`${id}-found`}>{found.email}</h2>
          <p>
            {nothing
              ? t.privacy.nothing
              : t.privacy.found(
                  result.enquiries.length,
                  result.applications.length,
                  result.questions.length,
                  result.deliveries,
                )}
          </p>
          {result.enquiries.length > 0 && (
            <ul className="tc-list">
              {result.enquiries.map((e) => (
                <li key={e.id}>
                  <Link to={`/team/enquiries/${e.id}`}>
                    {t.nav.enquiries}: {e.firstName} {e.lastName}
                  </Link>{" "}
                  <span className="tc-muted">
                    {formatDateTime(e.createdAt)} · {statusLabels[e.status] ?? e.status}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {result.applications.length > 0 && (
            <ul className="tc-list">
              {result.applications.map((a) => (
                <li key={a.id}>
                  <Link to={`/team/applications/${a.id}`}>
                    {t.nav.applications}: {a.firstName} {a.lastName} ({a.jobSlug})
                  </Link>{" "}
                  <span className="tc-muted">
                    {formatDateTime(a.createdAt)}
                    {a.cvFileName ? ` · ${t.applications.cv}: ${a.cvFileName}` : ""}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {result.questions.length > 0 && (
            <ul className="tc-list">
              {result.questions.map((q) => (
                <li key={q.id}>
                  <Link to={`/team/questions/${q.id}`}>
                    {t.nav.questions}: {q.name} ({q.jobSlug})
                  </Link>{" "}
                  <span className="tc-muted">{formatDateTime(q.createdAt)}</span>
                </li>
              ))}
            </ul>
          )}
          {!nothing && (
            <div className="tc-row-actions">
              <button type="button" className="tc-button" onClick={exportJson} disabled={busy}>
                {t.privacy.export}
              </button>
              {!confirming && (
                <button
                  type="button"
                  className="tc-button tc-button-danger"
                  onClick={() => setConfirming(true)}
                  disabled={busy}
                >
                  {t.privacy.erase}
                </button>
              )}
            </div>
          )}
          {confirming && (
            <div className="tc-confirm" role="group" aria-labelledby={`${id}-confirm`}>
              <p id={`${id}-confirm`}>
                <strong>{t.privacy.eraseConfirm(found.email)}</strong>
              </p>
              <button
                type="button"
                className="tc-button tc-button-danger"
                onClick={erase}
                disabled={busy}
              >
                {t.privacy.eraseButton}
              </button>{" "}
              <button
                type="button"
                className="tc-button tc-button-quiet"
                onClick={() => setConfirming(false)}
              >
                {t.privacy.cancel}
              </button>
            </div>
          )}
        </section>
      )}
    </>
  );
}
