-- The team console (src/team/): people, their passkeys, invitations, sessions and the audit log,
-- and the state the team keeps on enquiries and applications. No password is stored anywhere;
-- invitation and session tokens only as SHA-256 hashes.
CREATE TABLE team_members (
    id              TEXT PRIMARY KEY,
    email           TEXT NOT NULL UNIQUE,
    name            TEXT NOT NULL,
    role            TEXT NOT NULL CHECK (role IN ('admin', 'sales', 'hiring', 'marketing')),
    created_at      BIGINT NOT NULL,
    last_signin_at  BIGINT,
    deactivated_at  BIGINT
);

-- A WebAuthn credential (webauthn-rs's Passkey, as JSON); id is the credential id, base64url.
CREATE TABLE team_passkeys (
    id            TEXT PRIMARY KEY,
    member_id     TEXT NOT NULL REFERENCES team_members (id) ON DELETE CASCADE,
    passkey       TEXT NOT NULL,
    created_at    BIGINT NOT NULL,
    last_used_at  BIGINT
);
CREATE INDEX team_passkeys_member ON team_passkeys (member_id);

CREATE TABLE team_invitations (
    id          TEXT PRIMARY KEY,
    token_hash  TEXT NOT NULL UNIQUE,
    email       TEXT NOT NULL,
    role        TEXT NOT NULL CHECK (role IN ('admin', 'sales', 'hiring', 'marketing')),
    invited_by  TEXT,
    created_at  BIGINT NOT NULL,
    expires_at  BIGINT NOT NULL,
    used_at     BIGINT
);

-- The invitation e-mails' outbox; the body (which holds the link) is cleared once sent.
CREATE TABLE team_mail (
    id               BIGSERIAL PRIMARY KEY,
    invitation_id    TEXT NOT NULL REFERENCES team_invitations (id) ON DELETE CASCADE,
    channel          TEXT NOT NULL,
    recipient        TEXT NOT NULL,
    subject          TEXT NOT NULL,
    body             TEXT,
    attempts         BIGINT NOT NULL DEFAULT 0,
    next_attempt_at  BIGINT NOT NULL,
    leased_until     BIGINT,
    delivered_at     BIGINT,
    last_error       TEXT
);
CREATE INDEX team_mail_due ON team_mail (delivered_at, next_attempt_at);

-- A registration or sign-in in progress (webauthn-rs's state, as JSON), single-use, 5 minutes.
CREATE TABLE team_ceremonies (
    id             TEXT PRIMARY KEY,
    kind           TEXT NOT NULL,
    state          TEXT NOT NULL,
    invitation_id  TEXT,
    member_id      TEXT,
    name           TEXT,
    expires_at     BIGINT NOT NULL
);

CREATE TABLE team_sessions (
    token_hash    TEXT PRIMARY KEY,
    member_id     TEXT NOT NULL REFERENCES team_members (id) ON DELETE CASCADE,
    csrf          TEXT NOT NULL,
    created_at    BIGINT NOT NULL,
    last_seen_at  BIGINT NOT NULL
);
CREATE INDEX team_sessions_member ON team_sessions (member_id);

-- Append-only: the console reads it, nothing in the server updates or deletes a row.
-- subject is an id (an enquiry's, an application's, a member's), never an e-mail address.
CREATE TABLE team_audit (
    id        BIGSERIAL PRIMARY KEY,
    at        BIGINT NOT NULL,
    actor     TEXT,
    action    TEXT NOT NULL,
    subject   TEXT,
    detail    TEXT
);
CREATE INDEX team_audit_at ON team_audit (at);

CREATE TABLE team_notes (
    id            BIGSERIAL PRIMARY KEY,
    subject_kind  TEXT NOT NULL CHECK (subject_kind IN ('enquiry', 'application')),
    subject_id    TEXT NOT NULL,
    author        TEXT NOT NULL,
    at            BIGINT NOT NULL,
    text          TEXT NOT NULL
);
CREATE INDEX team_notes_subject ON team_notes (subject_kind, subject_id);

ALTER TABLE enquiries ADD COLUMN status TEXT NOT NULL DEFAULT 'new';
ALTER TABLE enquiries ADD COLUMN owner TEXT;
ALTER TABLE applications ADD COLUMN status TEXT NOT NULL DEFAULT 'new';
