import { useEffect, useState } from "react";
import { t } from "~/content/team-console";
import type { SessionAnswer } from "~/lib/team/api";
import { isCancelled, passkeysSupported, signInWithPasskey } from "~/lib/team/passkeys";
import { useNotices } from "./shared";

export function SignIn({ onSignedIn }: { onSignedIn: (answer: SessionAnswer) => void }) {
  const { fail } = useNotices();
  const [supported, setSupported] = useState(true);
  const [busy, setBusy] = useState(false);
  useEffect(() => setSupported(passkeysSupported()), []);

  async function signIn() {
    setBusy(true);
    try {
      onSignedIn(await signInWithPasskey());
    } catch (error) {
      fail(isCancelled(error) ? new Error(t.signIn.cancelled) : error);
      setBusy(false);
    }
  }

  return (
    <div className="tc-panel tc-signin">
      <h1 id="tc-title">{t.signIn.heading}</h1>
      <p>{t.signIn.intro}</p>
      {supported ? (
        <p>
          <button
            type="button"
            className="tc-button tc-button-primary"
            onClick={signIn}
            disabled={busy}
          >
            {t.signIn.button}
          </button>
          {busy && <span className="tc-muted"> {t.signIn.working}</span>}
        </p>
      ) : (
        <p className="tc-problem">{t.signIn.unsupported}</p>
      )}
      <p className="tc-muted">{t.signIn.lost}</p>
    </div>
  );
}
