import { useId, useState, type FormEvent } from "react";
import { roleLabels, roles, t, type Role } from "~/content/team-console";
import { api, type Invitation, type Person } from "~/lib/team/api";
import { formatDateTime } from "~/lib/team/format";
import { LoadState, PageHeading, useLoad, useNotices, useSession } from "./shared";

interface Answer {
  items: Person[];
  invitations: Invitation[];
}

export function People() {
  const { loaded, reload } = useLoad<Answer>("/api/team/people");
  const id = useId();
  return (
    <>
      <PageHeading>{t.people.heading}</PageHeading>
      <InviteForm onInvited={reload} />
      {loaded.state !== "ready" ? (
        <LoadState loaded={loaded} />
      ) : (
        <>
          <section aria-labelledby={`${id}-members`}>
            <h2 id={`${id}-members`} className="tc-subhead">
              {t.people.members}
            </h2>
            <table className="tc-table tc-stack">
              <thead>
                <tr>
                  <th scope="col">{t.people.name}</th>
                  <th scope="col">{t.people.role}</th>
                  <th scope="col">{t.people.lastSignIn}</th>
                  <th scope="col">{t.people.passkeys}</th>
                  <th scope="col">{t.people.sessions}</th>
                  <th scope="col">{t.people.state}</th>
                  <th scope="col">{t.people.actions}</th>
                </tr>
              </thead>
              <tbody>
                {loaded.data.items.map((p) => (
                  <PersonRow key={p.id} person={p} reload={reload} />
                ))}
              </tbody>
            </table>
          </section>
          <section className="tc-panel" aria-labelledby={`${id}-invitations`}>
            <h2 id={`${id}-invitations`}>{t.people.invitations}</h2>
            {loaded.data.invitations.length === 0 ? (
              <p className="tc-muted">{t.people.noInvitations}</p>
            ) : (
              <table className="tc-table tc-stack">
                <thead>
                  <tr>
                    <th scope="col">{t.people.email}</th>
                    <th scope="col">{t.people.role}</th>
                    <th scope="col">{t.people.sent}</th>
                    <th scope="col">{t.people.expires}</th>
                  </tr>
                </thead>
                <tbody>
                  {loaded.data.invitations.map((i) => (
                    <tr key={i.id}>
                      <th scope="row" data-label={t.people.email}>
                        {i.email}
                      </th>
                      <td data-label={t.people.role}>{roleLabels[i.role] ?? i.role}</td>
                      <td data-label={t.people.sent}>{formatDateTime(i.createdAt)}</td>
                      <td data-label={t.people.expires}>{formatDateTime(i.expiresAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        </>
      )}
    </>
  );
}

function RoleOptions() {
  return (
    <>
      {roles.map((r) => (
        <option key={r} value={r}>
          {roleLabels[r]}
        </option>
      ))}
    </>
  );
}

function InviteForm({ onInvited }: { onInvited: () => void }) {
  const id = useId();
  const { say, fail } = useNotices();
  const [busy, setBusy] = useState(false);
  async function invite(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const email = String(data.get("email") ?? "").trim();
    setBusy(true);
    try {
      await api("/api/team/invitations", {
        method: "POST",
        body: { email, role: data.get("role") },
      });
      form.reset();
      say(t.people.invited(email));
      onInvited();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <form className="tc-panel tc-inline-form" onSubmit={invite} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.people.invite}</h2>
      <div className="tc-filter-fields">
        <div className="tc-field tc-field-wide">
          <label htmlFor={`${id}-email`}>{t.people.email}</label>
          <input id={`${id}-email`} name="email" type="email" required autoComplete="off" />
        </div>
        <div className="tc-field">
          <label htmlFor={`${id}-role`}>{t.people.role}</label>
          <select id={`${id}-role`} name="role" defaultValue="sales">
            <RoleOptions />
          </select>
        </div>
        <div className="tc-filter-buttons">
          <button type="submit" className="tc-button tc-button-primary" disabled={busy}>
            {t.people.inviteButton}
          </button>
        </div>
      </div>
    </form>
  );
}

function PersonRow({ person: p, reload }: { person: Person; reload: () => void }) {
  const { user } = useSession();
  const { say, fail } = useNotices();
  const id = useId();
  const [role, setRole] = useState<Role>(p.role);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  async function act(work: () => Promise<string>) {
    setBusy(true);
    try {
      say(await work());
      reload();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }
  const saveRole = (event: FormEvent) => {
    event.preventDefault();
    void act(async () => {
      await api(`/api/team/people/${encodeURIComponent(p.id)}`, {
        method: "PATCH",
        body: { role },
      });
      return t.people.roleSaved(p.name);
    });
  };
  const revoke = (deactivate: boolean) =>
    act(async () => {
      const answer = await api<{ revoked: number }>(
        `/api/team/people/${encodeURIComponent(p.id)}/revoke`,
        {
          method: "POST",
          body: deactivate ? { deactivate: true } : {},
        },
      );
      return deactivate ? t.people.deactivated(p.name) : t.people.revoked(answer?.revoked ?? 0);
    });
  const self = p.id === user.id;
  return (
    <tr data-person={p.email}>
      <th scope="row" data-label={t.people.name}>
        {p.name}
        <span className="tc-muted tc-block tc-break">{p.email}</span>
      </th>
      <td data-label={t.people.role}>
        <form onSubmit={saveRole} className="tc-row-form">
          <label htmlFor={`${id}-role`} className="tc-sr-only">
            {t.people.changeRole}: {p.name}
          </label>
          <select
            id={`${id}-role`}
            value={role}
            onChange={(e) => setRole(e.target.value as Role)}
            disabled={self}
          >
            <RoleOptions />
          </select>
          {role !== p.role && (
            <button type="submit" className="tc-button" disabled={busy}>
              {t.people.saveRole}
            </button>
          )}
        </form>
      </td>
      <td data-label={t.people.lastSignIn}>
        {p.lastSignInAt ? formatDateTime(p.lastSignInAt) : t.people.never}
      </td>
      <td data-label={t.people.passkeys}>{p.passkeys}</td>
      <td data-label={t.people.sessions}>{p.sessions}</td>
      <td data-label={t.people.state}>
        <span className={`tc-badge ${p.active ? "tc-status-won" : "tc-status-lost"}`}>
          {p.active ? t.people.active : t.people.inactive}
        </span>
      </td>
      <td data-label={t.people.actions}>
        {!self && confirming ? (
          <div className="tc-confirm" role="group" aria-label={t.people.deactivate}>
            <p>{t.people.deactivateConfirm(p.name)}</p>
            <button
              type="button"
              className="tc-button tc-button-danger"
              disabled={busy}
              onClick={() => revoke(true)}
            >
              {t.people.confirm}
            </button>{" "}
            <button
              type="button"
              className="tc-button tc-button-quiet"
              onClick={() => setConfirming(false)}
            >
              {t.people.cancel}
            </button>
          </div>
        ) : (
          !self && (
            <div className="tc-row-actions">
              <button
                type="button"
                className="tc-button"
                disabled={busy || p.sessions === 0}
                onClick={() => revoke(false)}
                aria-label={`${t.people.revoke}: ${p.name}`}
              >
                {t.people.revoke}
              </button>
              {p.active && (
                <button
                  type="button"
                  className="tc-button tc-button-quiet"
                  disabled={busy}
                  onClick={() => setConfirming(true)}
                  aria-label={`${t.people.deactivate}: ${p.name}`}
                >
                  {t.people.deactivate}
                </button>
              )}
            </div>
          )
        )}
      </td>
    </tr>
  );
}
