//! Once a day is over its events become daily totals, which are kept 25 months; raw events are
//! kept `ANALYTICS_RETENTION_DAYS`, and a day's salt is deleted once the next day is over.
//! A cluster chore (`src/chores/`): one replica of many runs it each hour.

use std::time::Duration;

use time::Date;

use super::days;
use crate::db::{Store, StoreError};

/// Daily totals are kept this long: 25 months.
pub const TOTALS_KEPT_DAYS: i64 = 761;
pub const EVERY: Duration = Duration::from_secs(3600);
/// How long after midnight a day is rolled up.
pub const GRACE: Duration = Duration::from_secs(15 * 60);

#[derive(Debug, Default, PartialEq, Eq)]
pub struct Swept {
    pub days_rolled: u32,
    pub events_deleted: u64,
    pub salts_deleted: u64,
}

/// Rolls up every finished day not rolled up yet, then deletes what is past its time.
pub async fn sweep(store: &Store, retention_days: u32, today: Date) -> Result<Swept, StoreError> {
    let mut swept = Swept {
        days_rolled: roll_up_finished_days(store, today).await?,
        ..Swept::default()
    };
    let keep_from = days::minus(today, i64::from(retention_days));
    swept.events_deleted = store.delete_events_before(&days::text(keep_from)).await?;
    store
        .delete_totals_before(&days::text(days::minus(today, TOTALS_KEPT_DAYS)))
        .await?;
    // Today's salt and yesterday's (a visit across midnight keeps its first touch until the
    // day is over); anything older is gone.
    swept.salts_deleted = store
        .delete_salts_before(&days::text(days::minus(today, 1)))
        .await?;
    Ok(swept)
}

/// Rolls up the days from the one after the last rolled up (or the first with events) to
/// yesterday.
pub async fn roll_up_finished_days(store: &Store, today: Date) -> Result<u32, StoreError> {
    let first = match store.last_rolled_day().await? {
        Some(day) => days::parse(&day).map(days::next),
        None => store
            .first_event_day()
            .await?
            .and_then(|day| days::parse(&day)),
    };
    let Some(mut day) = first else {
        return Ok(0);
    };
    day = day.max(days::minus(today, TOTALS_KEPT_DAYS));
    let mut rolled = 0;
    while day < today {
        let (start, end) = days::bounds(day);
        if store.roll_up_day(&days::text(day), start, end).await? {
            rolled += 1;
        }
        day = days::next(day);
    }
    Ok(rolled)
}

/// The cluster chore: rolls up and sweeps as of [`GRACE`] ago, so that a day is rolled up only
/// once the events sent just before its midnight (queued, or stamped by a replica whose clock
/// runs behind) are in.
pub async fn chore(store: Store, retention_days: u32) -> Result<(), StoreError> {
    let graced = crate::db::now_ms() - i64::try_from(GRACE.as_millis()).unwrap_or(0);
    let swept = sweep(&store, retention_days, days::of_ms(graced)).await?;
    if swept != Swept::default() {
        tracing::info!(
            days_rolled = swept.days_rolled,
            events_deleted = swept.events_deleted,
            salts_deleted = swept.salts_deleted,
            "analytics swept"
        );
    }
    Ok(())
}
