-- A candidate's question about an open position (the job page's "Ask a question"), and its
-- delivery outbox. Delivered to the hiring team like an application; deleted on the same
-- schedule (APPLICATION_RETENTION_DAYS) or on request. Expand only: new tables.
CREATE TABLE questions (
    id               TEXT PRIMARY KEY,
    created_at       BIGINT NOT NULL,
    job_slug         TEXT NOT NULL,
    name             TEXT NOT NULL,
    email            TEXT NOT NULL,
    question         TEXT NOT NULL,
    language         TEXT NOT NULL DEFAULT 'en',
    source_kind      TEXT,
    source_landing   TEXT,
    source           TEXT,
    source_medium    TEXT,
    source_campaign  TEXT,
    source_language  TEXT,
    flagged          TEXT,
    idempotency_key  TEXT UNIQUE
);
CREATE INDEX questions_created_at ON questions (created_at);
CREATE INDEX questions_email ON questions (email);

CREATE TABLE question_deliveries (
    id               BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    question_id      TEXT NOT NULL REFERENCES questions (id) ON DELETE CASCADE,
    channel          TEXT NOT NULL,
    attempts         BIGINT NOT NULL DEFAULT 0,
    next_attempt_at  BIGINT NOT NULL,
    queued_at        BIGINT,
    leased_until     BIGINT,
    claim_token      TEXT,
    delivered_at     BIGINT,
    dead_at          BIGINT,
    last_error       TEXT,
    UNIQUE (question_id, channel)
);
CREATE INDEX question_deliveries_due ON question_deliveries (delivered_at, next_attempt_at);
