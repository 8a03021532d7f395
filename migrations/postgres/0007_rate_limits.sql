-- Rate limits shared by every replica on one PostgreSQL (a single SQLite instance keeps them in
-- memory; the table exists on both so the schemas stay twins). One row per bucket, a generic
-- cell rate algorithm: `tat` is the theoretical arrival time, in milliseconds since the epoch on
-- the database's clock; a request is allowed when tat - burst tolerance <= now. Rows whose tat
-- has passed hold no state and are swept.
-- UNLOGGED: every API request writes a row, and a limit is worth no WAL record or commit flush;
-- after a crash (or on a promoted standby) the table starts empty, every client with a full
-- allowance.
CREATE UNLOGGED TABLE rate_limits (
    bucket  TEXT PRIMARY KEY,
    tat     BIGINT NOT NULL
);
CREATE INDEX rate_limits_tat ON rate_limits (tat);
