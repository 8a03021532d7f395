//! The rate limits every replica on one PostgreSQL shares (migration `0007_rate_limits.sql`):
//! one row per bucket holding its theoretical arrival time (`tat`, a generic cell rate
//! algorithm), in milliseconds on the database's clock, so replicas whose clocks differ still
//! count alike. A single SQLite instance keeps its limits in memory and never writes the table.

use sqlx::PgPool;

use super::{Store, StoreError};

/// The answer to one request for a cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Taken {
    Allowed,
    /// Over the allowance: one more cell is free in `wait_ms`.
    Refused {
        wait_ms: i64,
    },
}

/// The shared limits: PostgreSQL's `rate_limits` table.
#[derive(Clone)]
pub struct SharedLimits(PgPool);

impl Store {
    /// The table the replicas share their limits through; `None` on SQLite (one instance, which
    /// counts in memory).
    pub fn shared_limits(&self) -> Option<SharedLimits> {
        match self {
            Store::Postgres(pool) => Some(SharedLimits(pool.clone())),
            Store::Sqlite { .. } => None,
        }
    }

    /// Deletes the buckets whose `tat` has passed: they are full again and hold no state. For
    /// the cluster's hourly chores; returns the rows deleted.
    pub async fn sweep_rate_limits(&self) -> Result<u64, StoreError> {
        let _turn = self.write_turn().await;
        let deleted = match self {
            Store::Postgres(pool) => sqlx::query(concat!(
                "DELETE FROM rate_limits WHERE tat < ",
                now_sql!(postgres)
            ))
            .execute(pool)
            .await?
            .rows_affected(),
            Store::Sqlite { pool, .. } => sqlx::query(concat!(
                "DELETE FROM rate_limits WHERE tat < ",
                now_sql!(sqlite)
            ))
            .execute(pool)
            .await?
            .rows_affected(),
        };
        Ok(deleted)
    }
}

/// One statement, atomic per bucket (the row's lock orders concurrent requests, whichever
/// replica sends them): a request is allowed when `tat - now <= tolerance`, and then `tat`
/// becomes `max(tat, now) + interval`; a missing row is a full bucket. The arithmetic is
/// `api::rate_limit::Gcra::take`'s. On a refusal nothing is written; the outer select reads the
/// row as the statement's snapshot saw it, for the wait (absent when another replica inserted it
/// meanwhile: the wait is then one interval).
const TAKE: &str = concat!(
    "WITH now AS (SELECT ",
    now_sql!(postgres),
    " AS ms),
taken AS (
    INSERT INTO rate_limits AS r (bucket, tat)
    SELECT $1, ms + $2 FROM now
    ON CONFLICT (bucket) DO UPDATE
        SET tat = GREATEST(r.tat, EXCLUDED.tat - $2) + $2
        WHERE r.tat - (EXCLUDED.tat - $2) <= $3
    RETURNING tat
)
SELECT EXISTS (SELECT 1 FROM taken) AS allowed,
       (SELECT ms FROM now) AS now_ms,
       (SELECT tat FROM rate_limits WHERE bucket = $1) AS tat"
);

impl SharedLimits {
    /// Takes a cell from `bucket`, which refills one every `interval_ms` and holds
    /// `tolerance_ms / interval_ms + 1` at most.
    pub async fn take(
        &self,
        bucket: &str,
        interval_ms: i64,
        tolerance_ms: i64,
    ) -> Result<Taken, StoreError> {
        let (allowed, now, tat): (bool, i64, Option<i64>) = sqlx::query_as(TAKE)
            .bind(bucket)
            .bind(interval_ms)
            .bind(tolerance_ms)
            .fetch_one(&self.0)
            .await?;
        if allowed {
            return Ok(Taken::Allowed);
        }
        let wait_ms = tat.map_or(interval_ms, |tat| tat - now - tolerance_ms);
        Ok(Taken::Refused {
            wait_ms: wait_ms.max(1),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn the_sqlite_sweep_deletes_only_the_buckets_whose_time_has_passed() {
        let dir = tempfile::tempdir().expect("temp dir");
        let url = format!("sqlite:{}/site.db", dir.path().display());
        let store = Store::connect(&url).await.expect("store");
        assert!(store.shared_limits().is_none(), "SQLite counts in memory");
        let now = super::super::now_ms();
        if let Store::Sqlite { pool, .. } = &store {
            for (bucket, tat) in [("past", now - 1_000), ("future", now + 60_000)] {
                sqlx::query("INSERT INTO rate_limits (bucket, tat) VALUES ($1, $2)")
                    .bind(bucket)
                    .bind(tat)
                    .execute(pool)
                    .await
                    .expect("insert");
            }
        }
        assert_eq!(store.sweep_rate_limits().await.expect("sweep"), 1);
        assert_eq!(store.sweep_rate_limits().await.expect("sweep"), 0);
    }

    /// On the PostgreSQL of `scripts/with-postgres.sh` (skipped without `TEST_DATABASE_URL`):
    /// the statement allows a burst, refuses with the wait until the next cell, refills, and the
    /// sweep deletes only what is full again.
    #[tokio::test]
    async fn the_postgres_statement_allows_a_burst_then_refuses_with_the_wait() {
        let Some(base) = std::env::var("TEST_DATABASE_URL")
            .ok()
            .filter(|u| !u.is_empty())
        else {
            eprintln!("note: TEST_DATABASE_URL unset, PostgreSQL rate-limit case skipped");
            return;
        };
        let name = format!("kaveri_unit_rate_limits_{}", std::process::id());
        let admin = PgPool::connect(&base).await.expect("the test server");
        sqlx::query(sqlx::AssertSqlSafe(format!(
            "DROP DATABASE IF EXISTS {name}"
        )))
        .execute(&admin)
        .await
        .expect("drop");
        sqlx::query(sqlx::AssertSqlSafe(format!("CREATE DATABASE {name}")))
            .execute(&admin)
            .await
            .expect("create");
        let mut url = url::Url::parse(&base).expect("a URL");
        url.set_path(&format!("/{name}"));
        let store = Store::connect(url.as_str()).await.expect("store");
        let shared = store.shared_limits().expect("PostgreSQL shares its limits");
        // Three at once, then one every 10 minutes.
        let (interval, tolerance) = (600_000, 2 * 600_000);
        for n in 0..3 {
            assert_eq!(
                shared.take("b", interval, tolerance).await.expect("take"),
                Taken::Allowed,
                "request {n} of the burst"
            );
        }
        let Taken::Refused { wait_ms } = shared.take("b", interval, tolerance).await.expect("take")
        else {
            panic!("the fourth request is refused");
        };
        assert!(
            (interval - 5_000..=interval).contains(&wait_ms),
            "the next cell is one interval away: {wait_ms}"
        );
        assert_eq!(
            shared
                .take("other", interval, tolerance)
                .await
                .expect("take"),
            Taken::Allowed,
            "buckets are separate"
        );
        // A bucket whose time has passed is full again, and the sweep deletes it.
        if let Store::Postgres(pool) = &store {
            sqlx::query(concat!(
                "UPDATE rate_limits SET tat = ",
                now_sql!(postgres),
                " - 1000 WHERE bucket = 'b'"
            ))
            .execute(pool)
            .await
            .expect("age the bucket");
        }
        assert_eq!(store.sweep_rate_limits().await.expect("sweep"), 1);
        assert_eq!(
            shared.take("b", interval, tolerance).await.expect("take"),
            Taken::Allowed
        );
        store.close().await;
        admin.close().await;
        let admin = PgPool::connect(&base).await.expect("the test server");
        sqlx::query(sqlx::AssertSqlSafe(format!(
            "DROP DATABASE IF EXISTS {name}"
        )))
        .execute(&admin)
        .await
        .expect("drop");
        admin.close().await;
    }
}
