//! Traffic counting's tables (`src/analytics/` decides what goes in): the daily salts, raw
//! events written in batches, the daily totals they are rolled up into, the first touch an
//! enquiry or application is attributed to, and the sums a report reads.

use super::rows::from_row;
use super::{Store, StoreError, now_ms};

/// A page view or goal, ready to store. Holds no IP address and no user agent.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewEvent {
    pub created_at: i64,
    /// The UTC day, `YYYY-MM-DD`.
    pub day: String,
    /// `pageview` or a goal's name.
    pub name: String,
    pub path: String,
    /// The query's `utm_*` and `ref` parameters only, if any.
    pub query: Option<String>,
    pub language: &'static str,
    pub referrer_host: Option<String>,
    /// `utm_source`, else `ref`, else the referring host; `None` for a direct visit.
    pub source: Option<String>,
    pub utm_source: Option<String>,
    pub utm_medium: Option<String>,
    pub utm_campaign: Option<String>,
    pub browser: String,
    pub os: String,
    pub device: &'static str,
    pub visitor: i64,
    pub props: Option<String>,
}

/// Where a lead came from, stored on its enquiry or application.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LeadSource {
    /// `visit` (the day's first page view of the same visitor) or `request` (the form's own
    /// request: no page view was counted).
    pub kind: &'static str,
    pub landing: Option<String>,
    pub source: Option<String>,
    pub medium: Option<String>,
    pub campaign: Option<String>,
    pub language: Option<String>,
}

impl LeadSource {
    /// The columns every submission table has for it, in the order of [`super::submissions`].
    pub(super) fn fields(source: Option<&Self>) -> [(&'static str, Option<&str>); 6] {
        [
            ("source_kind", source.map(|s| s.kind)),
            ("source_landing", source.and_then(|s| s.landing.as_deref())),
            ("source", source.and_then(|s| s.source.as_deref())),
            ("source_medium", source.and_then(|s| s.medium.as_deref())),
            (
                "source_campaign",
                source.and_then(|s| s.campaign.as_deref()),
            ),
            (
                "source_language",
                source.and_then(|s| s.language.as_deref()),
            ),
        ]
    }
}

/// The first page view of a visitor on a day.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FirstTouch {
    pub path: String,
    pub language: String,
    pub source: Option<String>,
    pub utm_medium: Option<String>,
    pub utm_campaign: Option<String>,
}

from_row!(FirstTouch {
    path,
    language,
    source,
    utm_medium,
    utm_campaign,
});

/// A sum of one dimension's value over some days.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Total {
    pub dimension: String,
    pub value: String,
    pub views: i64,
    pub visitors: i64,
}

from_row!(Total {
    dimension,
    value,
    views,
    visitors,
});

/// What a day's totals are computed from: its events (bound: the day, `$1`) or its stored leads
/// (bound: the day's first millisecond and the next day's, from `$<leads_from>`).
#[derive(Clone, Copy)]
enum Over {
    Events,
    Leads,
}

/// The earlier page view of the same visitor on the same day, which makes a view not the first.
const EARLIER_VIEW: &str = "NOT EXISTS (SELECT 1 FROM analytics_events f WHERE f.visitor = \
     e.visitor AND f.day = e.day AND f.name = 'pageview' AND (f.created_at < e.created_at OR \
     (f.created_at = e.created_at AND f.id < e.id)))";

/// Each dimension of the daily totals and the query giving its `value, views, visitors` for one
/// day. Landing, source and campaign count visits (a visitor's first view of the day), the
/// others every view; goals count events; the lead dimensions count stored, unflagged leads.
fn aggregates(leads_from: usize) -> [(&'static str, Over, String); 14] {
    let views = |expr: &str| {
        format!(
            "SELECT {expr} AS value, COUNT(*) AS views, COUNT(DISTINCT visitor) AS visitors \
             FROM analytics_events e WHERE day = $1 AND name = 'pageview' GROUP BY {expr}"
        )
    };
    let visits = |expr: &str, extra: &str| {
        format!(
            "SELECT {expr} AS value, COUNT(*) AS views, COUNT(*) AS visitors \
             FROM analytics_events e WHERE day = $1 AND name = 'pageview' AND {EARLIER_VIEW} \
             {extra} GROUP BY {expr}"
        )
    };
    let (start, end) = (leads_from, leads_from + 1);
    let leads = |table: &str, expr: &str| {
        format!(
            "SELECT {expr} AS value, COUNT(*) AS views, COUNT(*) AS visitors FROM {table} \
             WHERE created_at >= ${start} AND created_at < ${end} AND flagged IS NULL \
             GROUP BY {expr}"
        )
    };
    [
        (
            "total",
            Over::Events,
            "SELECT '' AS value, COUNT(*) AS views, COUNT(DISTINCT visitor) AS visitors \
             FROM analytics_events e WHERE day = $1 AND name = 'pageview'"
                .to_owned(),
        ),
        ("page", Over::Events, views("path")),
        ("language", Over::Events, views("language")),
        ("device", Over::Events, views("device")),
        ("browser", Over::Events, views("browser")),
        ("os", Over::Events, views("os")),
        ("landing", Over::Events, visits("path", "")),
        (
            "source",
            Over::Events,
            visits("COALESCE(source, '(direct)')", ""),
        ),
        (
            "campaign",
            Over::Events,
            visits("utm_campaign", "AND utm_campaign IS NOT NULL"),
        ),
        (
            "goal",
            Over::Events,
            "SELECT name AS value, COUNT(*) AS views, COUNT(DISTINCT visitor) AS visitors \
             FROM analytics_events e WHERE day = $1 AND name <> 'pageview' GROUP BY name"
                .to_owned(),
        ),
        (
            "enquiry-source",
            Over::Leads,
            leads("enquiries", "COALESCE(source, '(direct)')"),
        ),
        (
            "enquiry-landing",
            Over::Leads,
            leads("enquiries", "COALESCE(source_landing, '(unknown)')"),
        ),
        (
            "application-source",
            Over::Leads,
            leads("applications", "COALESCE(source, '(direct)')"),
        ),
        (
            "application-landing",
            Over::Leads,
            leads("applications", "COALESCE(source_landing, '(unknown)')"),
        ),
    ]
}

const EVENT_COLUMNS: [&str; 16] = [
    "created_at",
    "day",
    "name",
    "path",
    "query",
    "language",
    "referrer_host",
    "source",
    "utm_source",
    "utm_medium",
    "utm_campaign",
    "browser",
    "os",
    "device",
    "visitor",
    "props",
];

impl Store {
    /// The salt of `day`: the stored one, or `fresh` stored as it (the first instance to write a
    /// day's salt wins, so instances sharing a database count one site).
    pub async fn day_salt(&self, day: &str, fresh: &str) -> Result<String, StoreError> {
        let _turn = self.write_turn().await;
        let salt: (String,) = with_pool!(self, pool => {
            sqlx::query("INSERT INTO analytics_salts (day, salt) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING")
                .bind(day)
                .bind(fresh)
                .execute(pool)
                .await?;
            sqlx::query_as("SELECT salt FROM analytics_salts WHERE day = $1")
                .bind(day)
                .fetch_one(pool)
                .await?
        });
        Ok(salt.0)
    }

    /// The stored salt of `day`, without making one.
    pub async fn stored_day_salt(&self, day: &str) -> Result<Option<String>, StoreError> {
        let salt: Option<(String,)> = with_pool!(self, pool => {
            sqlx::query_as("SELECT salt FROM analytics_salts WHERE day = $1")
                .bind(day)
                .fetch_optional(pool)
                .await?
        });
        Ok(salt.map(|s| s.0))
    }

    /// Deletes the salts of days before `day`; returns how many.
    pub async fn delete_salts_before(&self, day: &str) -> Result<u64, StoreError> {
        let _turn = self.write_turn().await;
        let done = with_pool!(self, pool => {
            sqlx::query("DELETE FROM analytics_salts WHERE day < $1")
                .bind(day)
                .execute(pool)
                .await?
                .rows_affected()
        });
        Ok(done)
    }

    /// Writes a batch of events in one transaction.
    pub async fn insert_events(&self, events: &[NewEvent]) -> Result<(), StoreError> {
        const COLUMNS: usize = EVENT_COLUMNS.len();
        // Bound parameters per statement stay far below both backends' limits.
        const ROWS_PER_STATEMENT: usize = 50;
        if events.is_empty() {
            return Ok(());
        }
        // SQLite gets anonymous `?` parameters: sqlx asks SQLite for each parameter's name, and
        // SQLite finds it by walking the statement's list of names, so a batch of numbered
        // parameters costs time quadratic in its size.
        let numbered = matches!(self, Store::Postgres(_));
        let _turn = self.write_turn().await;
        with_pool!(self, pool => {
            let mut tx = pool.begin().await?;
            for chunk in events.chunks(ROWS_PER_STATEMENT) {
                let rows: Vec<String> = (0..chunk.len())
                    .map(|row| {
                        let params: Vec<String> = (1..=COLUMNS)
                            .map(|c| {
                                if numbered {
                                    format!("${}", row * COLUMNS + c)
                                } else {
                                    "?".to_owned()
                                }
                            })
                            .collect();
                        format!("({})", params.join(", "))
                    })
                    .collect();
                let sql = format!(
                    "INSERT INTO analytics_events ({}) VALUES {}",
                    EVENT_COLUMNS.join(", "),
                    rows.join(", ")
                );
                let mut query = sqlx::query(sqlx::AssertSqlSafe(sql));
                for e in chunk {
                    query = query
                        .bind(e.created_at)
                        .bind(&e.day)
                        .bind(&e.name)
                        .bind(&e.path)
                        .bind(&e.query)
                        .bind(e.language)
                        .bind(&e.referrer_host)
                        .bind(&e.source)
                        .bind(&e.utm_source)
                        .bind(&e.utm_medium)
                        .bind(&e.utm_campaign)
                        .bind(&e.browser)
                        .bind(&e.os)
                        .bind(e.device)
                        .bind(e.visitor)
                        .bind(&e.props);
                }
                query.execute(&mut *tx).await?;
            }
            tx.commit().await?;
        });
        Ok(())
    }

    /// The visitor's first page view on `day`, if one was counted.
    pub async fn first_touch(
        &self,
        visitor: i64,
        day: &str,
    ) -> Result<Option<FirstTouch>, StoreError> {
        let row = with_pool!(self, pool => {
            sqlx::query_as::<_, FirstTouch>(
                "SELECT path, language, source, utm_medium, utm_campaign FROM analytics_events \
                 WHERE visitor = $1 AND day = $2 AND name = 'pageview' \
                 ORDER BY created_at, id LIMIT 1",
            )
            .bind(visitor)
            .bind(day)
            .fetch_optional(pool)
            .await?
        });
        Ok(row)
    }

    /// The most recent day already rolled up, if any.
    pub async fn last_rolled_day(&self) -> Result<Option<String>, StoreError> {
        let row: (Option<String>,) = with_pool!(self, pool => {
            sqlx::query_as("SELECT MAX(day) FROM analytics_rolled_days")
                .fetch_one(pool)
                .await?
        });
        Ok(row.0)
    }

    /// The earliest day with raw events, if any.
    pub async fn first_event_day(&self) -> Result<Option<String>, StoreError> {
        let row: (Option<String>,) = with_pool!(self, pool => {
            sqlx::query_as("SELECT MIN(day) FROM analytics_events")
                .fetch_one(pool)
                .await?
        });
        Ok(row.0)
    }

    /// Writes the totals of a finished day, once: `false` when the day was rolled up already
    /// (by this or another instance).
    pub async fn roll_up_day(
        &self,
        day: &str,
        start_ms: i64,
        end_ms: i64,
    ) -> Result<bool, StoreError> {
        let aggregates = aggregates(2);
        let _turn = self.write_turn().await;
        with_pool!(self, pool => {
            let mut tx = pool.begin().await?;
            let claimed = sqlx::query(
                "INSERT INTO analytics_rolled_days (day, rolled_at) VALUES ($1, $2) \
                 ON CONFLICT (day) DO NOTHING",
            )
            .bind(day)
            .bind(now_ms())
            .execute(&mut *tx)
            .await?
            .rows_affected();
            if claimed == 0 {
                tx.rollback().await?;
                return Ok(false);
            }
            for (dimension, over, select) in &aggregates {
                let sql = format!(
                    "INSERT INTO analytics_daily (day, dimension, value, views, visitors) \
                     SELECT $1, '{dimension}', a.value, a.views, a.visitors FROM ({select}) a \
                     WHERE a.views > 0"
                );
                let query = sqlx::query(sqlx::AssertSqlSafe(sql)).bind(day);
                let query = match over {
                    Over::Events => query,
                    Over::Leads => query.bind(start_ms).bind(end_ms),
                };
                query.execute(&mut *tx).await?;
            }
            tx.commit().await?;
        });
        Ok(true)
    }

    /// The totals of a day not rolled up yet (today), computed from its events and leads.
    pub async fn live_totals(
        &self,
        day: &str,
        start_ms: i64,
        end_ms: i64,
    ) -> Result<Vec<Total>, StoreError> {
        let mut totals = Vec::new();
        for (dimension, over, select) in aggregates(1) {
            let sql = format!(
                "SELECT '{dimension}' AS dimension, a.value, a.views, a.visitors FROM ({select}) a \
                 WHERE a.views > 0"
            );
            let rows = with_pool!(self, pool => {
                let query = sqlx::query_as::<_, Total>(sqlx::AssertSqlSafe(sql));
                let query = match over {
                    Over::Events => query.bind(day),
                    Over::Leads => query.bind(start_ms).bind(end_ms),
                };
                query.fetch_all(pool).await?
            });
            totals.extend(rows);
        }
        Ok(totals)
    }

    /// Page views and visitors of each rolled-up day of `from..=to`, as (day, views, visitors).
    pub async fn daily_totals(
        &self,
        from: &str,
        to: &str,
    ) -> Result<Vec<(String, i64, i64)>, StoreError> {
        let rows = with_pool!(self, pool => {
            sqlx::query_as(
                "SELECT day, views, visitors FROM analytics_daily \
                 WHERE dimension = 'total' AND day >= $1 AND day <= $2 ORDER BY day",
            )
            .bind(from)
            .bind(to)
            .fetch_all(pool)
            .await?
        });
        Ok(rows)
    }

    /// The daily totals of `from..=to` (rolled-up days), summed per dimension and value.
    pub async fn rolled_totals(&self, from: &str, to: &str) -> Result<Vec<Total>, StoreError> {
        let rows = with_pool!(self, pool => {
            sqlx::query_as::<_, Total>(
                "SELECT dimension, value, CAST(SUM(views) AS BIGINT) AS views, \
                 CAST(SUM(visitors) AS BIGINT) AS visitors FROM analytics_daily \
                 WHERE day >= $1 AND day <= $2 GROUP BY dimension, value",
            )
            .bind(from)
            .bind(to)
            .fetch_all(pool)
            .await?
        });
        Ok(rows)
    }

    /// Deletes raw events of days before `day` (rolled up by then); returns how many.
    pub async fn delete_events_before(&self, day: &str) -> Result<u64, StoreError> {
        let _turn = self.write_turn().await;
        let done = with_pool!(self, pool => {
            sqlx::query("DELETE FROM analytics_events WHERE day < $1")
                .bind(day)
                .execute(pool)
                .await?
                .rows_affected()
        });
        Ok(done)
    }

    /// Deletes daily totals of days before `day`; returns how many rows.
    pub async fn delete_totals_before(&self, day: &str) -> Result<u64, StoreError> {
        let _turn = self.write_turn().await;
        let done = with_pool!(self, pool => {
            let totals = sqlx::query("DELETE FROM analytics_daily WHERE day < $1")
                .bind(day)
                .execute(pool)
                .await?
                .rows_affected();
            sqlx::query("DELETE FROM analytics_rolled_days WHERE day < $1")
                .bind(day)
                .execute(pool)
                .await?;
            totals
        });
        Ok(done)
    }
}
