-- Enquiries from the contact form, their delivery outbox, and chat feedback.
-- Times are milliseconds since the Unix epoch (the same type on SQLite and PostgreSQL).
CREATE TABLE enquiries (
    id               TEXT PRIMARY KEY,
    created_at       BIGINT NOT NULL,
    first_name       TEXT NOT NULL,
    last_name        TEXT NOT NULL,
    email            TEXT NOT NULL,
    company          TEXT,
    project_type     TEXT,
    budget           TEXT,
    message          TEXT NOT NULL,
    flagged          TEXT,
    idempotency_key  TEXT UNIQUE
);
CREATE INDEX enquiries_created_at ON enquiries (created_at);

CREATE TABLE deliveries (
    id               BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    enquiry_id       TEXT NOT NULL REFERENCES enquiries (id),
    channel          TEXT NOT NULL,
    attempts         BIGINT NOT NULL DEFAULT 0,
    next_attempt_at  BIGINT NOT NULL,
    leased_until     BIGINT,
    delivered_at     BIGINT,
    last_error       TEXT,
    UNIQUE (enquiry_id, channel)
);
CREATE INDEX deliveries_due ON deliveries (delivered_at, next_attempt_at);

CREATE TABLE feedback (
    id               TEXT PRIMARY KEY,
    created_at       BIGINT NOT NULL,
    message_id       TEXT NOT NULL,
    kind             TEXT NOT NULL CHECK (kind IN ('positive', 'negative')),
    idempotency_key  TEXT UNIQUE
);
