-- Job applications with their CV (an object in the object store), and their delivery outbox.
-- Deleted with their CV after the retention period or on request.
CREATE TABLE applications (
    id               TEXT PRIMARY KEY,
    created_at       BIGINT NOT NULL,
    job_slug         TEXT NOT NULL,
    first_name       TEXT NOT NULL,
    last_name        TEXT NOT NULL,
    email            TEXT NOT NULL,
    phone            TEXT,
    location         TEXT NOT NULL,
    profile_url      TEXT,
    cover_note       TEXT NOT NULL,
    cv_object        TEXT NOT NULL UNIQUE,
    cv_file_name     TEXT NOT NULL,
    cv_media_type    TEXT NOT NULL,
    cv_bytes         BIGINT NOT NULL,
    cv_sha256        TEXT NOT NULL,
    flagged          TEXT,
    idempotency_key  TEXT UNIQUE
);
CREATE INDEX applications_created_at ON applications (created_at);
CREATE INDEX applications_email ON applications (email);

CREATE TABLE application_deliveries (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    application_id   TEXT NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
    channel          TEXT NOT NULL,
    attempts         BIGINT NOT NULL DEFAULT 0,
    next_attempt_at  BIGINT NOT NULL,
    leased_until     BIGINT,
    delivered_at     BIGINT,
    last_error       TEXT,
    UNIQUE (application_id, channel)
);
CREATE INDEX application_deliveries_due ON application_deliveries (delivered_at, next_attempt_at);
