//! The `chores` table: which replica runs a cluster chore this period. Taking a chore is one
//! conditional upsert, so of N replicas asking at once exactly one is told yes.

use std::time::Duration;

use super::{Store, StoreError};

macro_rules! take_sql {
    ($backend:tt) => {
        concat!(
            "INSERT INTO chores (name, last_run_at) VALUES ($1, ",
            now_sql!($backend),
            ") ON CONFLICT (name) DO UPDATE SET last_run_at = excluded.last_run_at ",
            "WHERE chores.last_run_at <= excluded.last_run_at - $2 RETURNING name"
        )
    };
}

macro_rules! retry_sql {
    ($backend:tt) => {
        concat!(
            "UPDATE chores SET last_run_at = ",
            now_sql!($backend),
            " - $2 WHERE name = $1"
        )
    };
}

fn millis(duration: Duration) -> i64 {
    i64::try_from(duration.as_millis()).unwrap_or(i64::MAX / 4)
}

impl Store {
    /// Takes the chore `name` for this period when its last run began at least `every` ago on
    /// the database's clock; `false` when another replica has it.
    pub async fn take_chore(&self, name: &str, every: Duration) -> Result<bool, StoreError> {
        let sql = match self {
            Store::Sqlite { .. } => take_sql!(sqlite),
            Store::Postgres(_) => take_sql!(postgres),
        };
        let _turn = self.write_turn().await;
        let taken: Option<(String,)> = with_pool!(self, pool => {
            sqlx::query_as(sql)
                .bind(name)
                .bind(millis(every))
                .fetch_optional(pool)
                .await?
        });
        Ok(taken.is_some())
    }

    /// After a failed run: the chore is due again in `retry_in` instead of a whole period.
    pub async fn chore_failed(
        &self,
        name: &str,
        every: Duration,
        retry_in: Duration,
    ) -> Result<(), StoreError> {
        let sql = match self {
            Store::Sqlite { .. } => retry_sql!(sqlite),
            Store::Postgres(_) => retry_sql!(postgres),
        };
        let _turn = self.write_turn().await;
        with_pool!(self, pool => {
            sqlx::query(sql)
                .bind(name)
                .bind(millis(every.saturating_sub(retry_in)))
                .execute(pool)
                .await?;
        });
        Ok(())
    }
}
