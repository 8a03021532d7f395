//! The traffic figures for the dashboard (every role): the report `kaveri-site stats` prints,
//! for 7, 30 or 90 days, with one point per day for the chart.

use axum::Json;
use axum::extract::{RawQuery, State};
use serde::Serialize;

use super::error::TeamError;
use super::session::{Allowed, Traffic};
use crate::analytics::{days, report};
use crate::state::AppState;

const PERIODS: &[u32] = &[7, 30, 90];

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Day {
    day: String,
    visitors: i64,
    pageviews: i64,
}

#[derive(Serialize)]
pub struct Stats {
    #[serde(flatten)]
    report: serde_json::Map<String, serde_json::Value>,
    daily: Vec<Day>,
}

/// The report as the API names fields (camelCase; `kaveri-site stats` prints the same report
/// with its own snake_case names, which scripts already read).
fn camel_case(
    report: &report::Report,
) -> Result<serde_json::Map<String, serde_json::Value>, TeamError> {
    let serde_json::Value::Object(fields) = serde_json::to_value(report)
        .map_err(|e| TeamError::Api(crate::api::error::ApiError::unavailable("report", e)))?
    else {
        return Ok(serde_json::Map::new());
    };
    Ok(fields
        .into_iter()
        .map(|(name, value)| {
            let mut camel = String::with_capacity(name.len());
            let mut upper = false;
            for c in name.chars() {
                if c == '_' {
                    upper = true;
                } else if upper {
                    camel.extend(c.to_uppercase());
                    upper = false;
                } else {
                    camel.push(c);
                }
            }
            (camel, value)
        })
        .collect())
}

/// `GET /api/team/stats?days=7|30|90` (30 when not given).
pub async fn stats(
    State(state): State<AppState>,
    _: Allowed<Traffic>,
    RawQuery(query): RawQuery,
) -> Result<Json<Stats>, TeamError> {
    let mut period = 30;
    for (key, value) in form_urlencoded::parse(query.unwrap_or_default().as_bytes()) {
        match (key.as_ref(), value.parse::<u32>()) {
            ("days", Ok(n)) if PERIODS.contains(&n) => period = n,
            ("days", _) => {
                return Err(TeamError::invalid(
                    "invalid_days",
                    "days must be 7, 30 or 90",
                ));
            }
            _ => {
                return Err(TeamError::invalid(
                    "unknown_filter",
                    format!("{key} is not a parameter of the traffic figures"),
                ));
            }
        }
    }
    let today = days::today();
    let report = report::build(&state.store, period, today).await?;
    let from = days::minus(today, i64::from(period) - 1);
    let mut totals = state
        .store
        .daily_totals(&days::text(from), &days::text(today))
        .await?;
    let (start, end) = days::bounds(today);
    let live = state
        .store
        .live_totals(&days::text(today), start, end)
        .await?;
    if let Some(total) = live.iter().find(|t| t.dimension == "total") {
        totals.push((days::text(today), total.views, total.visitors));
    }
    let mut daily = Vec::new();
    let mut day = from;
    while day <= today {
        let text = days::text(day);
        let (pageviews, visitors) = totals
            .iter()
            .find(|(d, _, _)| *d == text)
            .map_or((0, 0), |(_, views, visitors)| (*views, *visitors));
        daily.push(Day {
            day: text,
            visitors,
            pageviews,
        });
        day = days::next(day);
    }
    Ok(Json(Stats {
        report: camel_case(&report)?,
        daily,
    }))
}
