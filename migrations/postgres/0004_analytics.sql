-- Traffic counting (src/analytics/). No IP address or user agent is stored anywhere: an event
-- carries a visitor key, a keyed hash of them under a random salt of its UTC day, and each
-- day's salt is deleted once the next day is over. Days are UTC dates, YYYY-MM-DD.
CREATE TABLE analytics_salts (
    day   TEXT PRIMARY KEY,
    salt  TEXT NOT NULL
);

-- Page views and goals, kept ANALYTICS_RETENTION_DAYS (raw), then only as daily totals.
-- source: utm_source, else ref, else the referring site's host; NULL for a direct visit.
CREATE TABLE analytics_events (
    id             BIGSERIAL PRIMARY KEY,
    created_at     BIGINT NOT NULL,
    day            TEXT NOT NULL,
    name           TEXT NOT NULL,
    path           TEXT NOT NULL,
    query          TEXT,
    language       TEXT NOT NULL,
    referrer_host  TEXT,
    source         TEXT,
    utm_source     TEXT,
    utm_medium     TEXT,
    utm_campaign   TEXT,
    browser        TEXT NOT NULL,
    os             TEXT NOT NULL,
    device         TEXT NOT NULL,
    visitor        BIGINT NOT NULL,
    props          TEXT
);
CREATE INDEX analytics_events_visitor ON analytics_events (visitor, day, created_at);
CREATE INDEX analytics_events_day ON analytics_events (day);

-- Daily totals per dimension (total, page, landing, source, campaign, language, device,
-- browser, os, goal), written once a day is over and kept (at most 25 months).
CREATE TABLE analytics_daily (
    day        TEXT NOT NULL,
    dimension  TEXT NOT NULL,
    value      TEXT NOT NULL,
    views      BIGINT NOT NULL,
    visitors   BIGINT NOT NULL,
    PRIMARY KEY (day, dimension, value)
);
CREATE TABLE analytics_rolled_days (
    day        TEXT PRIMARY KEY,
    rolled_at  BIGINT NOT NULL
);

-- The first touch of the visit that sent an enquiry or application: its landing page, the
-- source as above, campaign, and the landing page's language; 'visit' when found from the
-- day's first page view, 'request' when taken from the form's own request (no page view).
ALTER TABLE enquiries ADD COLUMN source_kind TEXT;
ALTER TABLE enquiries ADD COLUMN source_landing TEXT;
ALTER TABLE enquiries ADD COLUMN source TEXT;
ALTER TABLE enquiries ADD COLUMN source_medium TEXT;
ALTER TABLE enquiries ADD COLUMN source_campaign TEXT;
ALTER TABLE enquiries ADD COLUMN source_language TEXT;
ALTER TABLE applications ADD COLUMN source_kind TEXT;
ALTER TABLE applications ADD COLUMN source_landing TEXT;
ALTER TABLE applications ADD COLUMN source TEXT;
ALTER TABLE applications ADD COLUMN source_medium TEXT;
ALTER TABLE applications ADD COLUMN source_campaign TEXT;
ALTER TABLE applications ADD COLUMN source_language TEXT;
