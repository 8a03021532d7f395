-- Running as several replicas (docs/operations.md). Expand only: every column is nullable or has
-- a default, so the previous release keeps working against this schema during a rolling deploy.

-- Outbox claims: each claim carries a token, and only its holder may mark the row delivered or
-- failed; a row that has failed DELIVERY_MAX_ATTEMPTS times is dead until an administrator
-- retries it. queued_at is when the row was first due (for the oldest-pending-age metric).
ALTER TABLE deliveries ADD COLUMN claim_token TEXT;
ALTER TABLE deliveries ADD COLUMN dead_at BIGINT;
ALTER TABLE deliveries ADD COLUMN queued_at BIGINT;
UPDATE deliveries SET queued_at = next_attempt_at;
ALTER TABLE application_deliveries ADD COLUMN claim_token TEXT;
ALTER TABLE application_deliveries ADD COLUMN dead_at BIGINT;
ALTER TABLE application_deliveries ADD COLUMN queued_at BIGINT;
UPDATE application_deliveries SET queued_at = next_attempt_at;
ALTER TABLE team_mail ADD COLUMN claim_token TEXT;
ALTER TABLE team_mail ADD COLUMN dead_at BIGINT;
ALTER TABLE team_mail ADD COLUMN queued_at BIGINT;
UPDATE team_mail SET queued_at = next_attempt_at;

-- The cluster's chores (sweeps, roll-ups): when each last ran, read and written under an
-- exclusive lock, so that N replicas run each once per period.
CREATE TABLE chores (
    name         TEXT PRIMARY KEY,
    last_run_at  BIGINT NOT NULL
);
