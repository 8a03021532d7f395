// /team/join#<token>: the invitation's page. Opening it only reads the invitation (inspect);
// the "Create passkey" button is the one action that uses it up.
import { useEffect, useId, useState, type FormEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { roleLabels, t } from "~/content/team-console";
import { api, ApiError, type SessionAnswer } from "~/lib/team/api";
import type { Role } from "~/content/team-console";
import { formatDateTime } from "~/lib/team/format";
import { isCancelled, passkeysSupported, registerPasskey } from "~/lib/team/passkeys";
import { Facts, useNotices } from "./shared";

interface Invitation {
  email: string;
  role: Role;
  expiresAt: number;
}

type State =
  | { kind: "checking" }
  | { kind: "missing" }
  | { kind: "invalid"; message: string }
  | { kind: "ready"; invitation: Invitation };

export function Join({ onJoined }: { onJoined: (answer: SessionAnswer) => void }) {
  const { hash } = useLocation();
  const token = decodeURIComponent(hash.replace(/^#/, ""));
  const navigate = useNavigate();
  const { fail } = useNotices();
  const nameId = useId();
  const hintId = useId();
  const [state, setState] = useState<State>({ kind: "checking" });
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const [supported, setSupported] = useState(true);
  useEffect(() => setSupported(passkeysSupported()), []);

  useEffect(() => {
    if (!token) {
      setState({ kind: "missing" });
      return;
    }
    let current = true;
    api<Invitation>("/api/team/invitations/inspect", { method: "POST", body: { token } }).then(
      (invitation) => current && setState({ kind: "ready", invitation }),
      (error: Error) =>
        current &&
        setState({
          kind: "invalid",
          message:
            error instanceof ApiError && error.status === 404 ? t.join.invalid : error.message,
        }),
    );
    return () => {
      current = false;
    };
  }, [token]);

  async function create(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      fail(new Error(t.join.nameRequired));
      return;
    }
    setBusy(true);
    try {
      const answer = await registerPasskey(token, name.trim());
      onJoined(answer);
      // The token leaves the address bar (and the history entry) once it is used.
      navigate("/team/", { replace: true });
    } catch (error) {
      fail(isCancelled(error) ? new Error(t.join.cancelled) : error);
      setBusy(false);
    }
  }

  return (
    <div className="tc-panel tc-signin">
      <h1 id="tc-title">{t.join.heading}</h1>
      {state.kind === "checking" && <p className="tc-muted">{t.join.checking}</p>}
      {state.kind === "missing" && <p className="tc-problem">{t.join.missing}</p>}
      {state.kind === "invalid" && <p className="tc-problem">{state.message}</p>}
      {state.kind === "ready" && (
        <>
          <Facts
            items={[
              [t.join.invited, state.invitation.email],
              [t.join.role, roleLabels[state.invitation.role] ?? state.invitation.role],
              [t.join.expires, formatDateTime(state.invitation.expiresAt)],
            ]}
          />
          {supported ? (
            <form onSubmit={create} className="tc-form">
              <label htmlFor={nameId}>{t.join.name}</label>
              <input
                id={nameId}
                name="name"
                autoComplete="name"
                required
                maxLength={100}
                aria-describedby={hintId}
                value={name}
                onChange={(e) => setName(e.target.value)}
              />
              <p id={hintId} className="tc-hint">
                {t.join.nameHint}
              </p>
              <div>
                <button type="submit" className="tc-button tc-button-primary" disabled={busy}>
                  {t.join.button}
                </button>
                {busy && <span className="tc-muted"> {t.join.working}</span>}
              </div>
            </form>
          ) : (
            <p className="tc-problem">{t.signIn.unsupported}</p>
          )}
        </>
      )}
    </div>
  );
}
