//! The figures a marketing lead reads: visitors, page views, top pages, sources, campaigns,
//! languages, devices, browsers, systems, goals, and conversion by source and by landing page,
//! over the last N days (finished days from their totals, today from its events).

use std::collections::BTreeMap;

use serde::Serialize;
use time::Date;

use super::{days, goals, rollup};
use crate::db::{Store, StoreError, Total};

#[derive(Debug, Serialize)]
pub struct Row {
    pub value: String,
    /// A goal's name in reports (`web/content/goals.json`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
    pub views: i64,
    pub visitors: i64,
}

/// Visits that started on a source or landing page, and the leads they brought.
#[derive(Debug, Serialize)]
pub struct Conversion {
    pub value: String,
    pub visits: i64,
    pub enquiries: i64,
    pub applications: i64,
    /// Leads per 100 visits (`None` without visits: leads whose visit was not counted).
    pub rate: Option<f64>,
}

#[derive(Debug, Serialize)]
pub struct Report {
    pub from: String,
    pub to: String,
    pub days: u32,
    /// Unique visitors per day, summed (a visitor is not followed across days).
    pub visitors: i64,
    pub pageviews: i64,
    pub enquiries: i64,
    pub applications: i64,
    pub pages: Vec<Row>,
    pub sources: Vec<Row>,
    pub campaigns: Vec<Row>,
    pub landing_pages: Vec<Row>,
    pub languages: Vec<Row>,
    pub devices: Vec<Row>,
    pub browsers: Vec<Row>,
    pub systems: Vec<Row>,
    pub goals: Vec<Row>,
    pub conversion_by_source: Vec<Conversion>,
    pub conversion_by_landing: Vec<Conversion>,
}

/// The report of the `days` days ending today, after rolling up any finished day not yet
/// rolled up.
pub async fn build(store: &Store, days_back: u32, today: Date) -> Result<Report, StoreError> {
    let days_back = days_back.max(1);
    rollup::roll_up_finished_days(store, today).await?;
    let from = days::minus(today, i64::from(days_back) - 1);
    let mut totals = if from < today {
        store
            .rolled_totals(&days::text(from), &days::text(days::minus(today, 1)))
            .await?
    } else {
        Vec::new()
    };
    let (start, end) = days::bounds(today);
    totals.extend(store.live_totals(&days::text(today), start, end).await?);
    Ok(assemble(
        &totals,
        days::text(from),
        days::text(today),
        days_back,
    ))
}

fn assemble(totals: &[Total], from: String, to: String, days: u32) -> Report {
    let mut by: BTreeMap<&str, BTreeMap<&str, (i64, i64)>> = BTreeMap::new();
    for t in totals {
        let entry = by
            .entry(t.dimension.as_str())
            .or_default()
            .entry(t.value.as_str())
            .or_default();
        entry.0 += t.views;
        entry.1 += t.visitors;
    }
    let rows = |dimension: &str| -> Vec<Row> {
        let mut rows: Vec<Row> = by
            .get(dimension)
            .map(|values| {
                values
                    .iter()
                    .map(|(value, (views, visitors))| Row {
                        value: (*value).to_owned(),
                        label: None,
                        views: *views,
                        visitors: *visitors,
                    })
                    .collect()
            })
            .unwrap_or_default();
        rows.sort_by(|a, b| {
            (b.visitors, b.views)
                .cmp(&(a.visitors, a.views))
                .then_with(|| a.value.cmp(&b.value))
        });
        rows
    };
    let count = |dimension: &str| -> BTreeMap<String, i64> {
        by.get(dimension)
            .map(|values| {
                values
                    .iter()
                    .map(|(k, (views, _))| ((*k).to_owned(), *views))
                    .collect()
            })
            .unwrap_or_default()
    };
    let conversion = |visits_dimension: &str, kind: &str| -> Vec<Conversion> {
        let visits = count(visits_dimension);
        let enquiries = count(&format!("enquiry-{kind}"));
        let applications = count(&format!("application-{kind}"));
        let mut values: Vec<&String> = visits
            .keys()
            .chain(enquiries.keys())
            .chain(applications.keys())
            .collect();
        values.sort();
        values.dedup();
        let mut rows: Vec<Conversion> = values
            .into_iter()
            .map(|value| {
                let visits = visits.get(value).copied().unwrap_or(0);
                let enquiries = enquiries.get(value).copied().unwrap_or(0);
                let applications = applications.get(value).copied().unwrap_or(0);
                let rate = (visits > 0).then(|| {
                    ((enquiries + applications) as f64 * 10_000.0 / visits as f64).round() / 100.0
                });
                Conversion {
                    value: value.clone(),
                    visits,
                    enquiries,
                    applications,
                    rate,
                }
            })
            .collect();
        rows.sort_by(|a, b| {
            (b.enquiries + b.applications, b.visits)
                .cmp(&(a.enquiries + a.applications, a.visits))
                .then_with(|| a.value.cmp(&b.value))
        });
        rows
    };
    let total = rows("total");
    let sum = |dimension: &str| count(dimension).values().sum::<i64>();
    let mut goal_rows = rows("goal");
    for row in &mut goal_rows {
        row.label = Some(goals::label(&row.value).to_owned());
    }
    Report {
        from,
        to,
        days,
        visitors: total.first().map_or(0, |t| t.visitors),
        pageviews: total.first().map_or(0, |t| t.views),
        enquiries: sum("enquiry-source"),
        applications: sum("application-source"),
        pages: rows("page"),
        sources: rows("source"),
        campaigns: rows("campaign"),
        landing_pages: rows("landing"),
        languages: rows("language"),
        devices: rows("device"),
        browsers: rows("browser"),
        systems: rows("os"),
        goals: goal_rows,
        conversion_by_source: conversion("source", "source"),
        conversion_by_landing: conversion("landing", "landing"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn total(dimension: &str, value: &str, views: i64, visitors: i64) -> Total {
        Total {
            dimension: dimension.to_owned(),
            value: value.to_owned(),
            views,
            visitors,
        }
    }

    #[test]
    fn days_add_up_and_conversion_is_leads_per_hundred_visits() {
        let report = assemble(
            &[
                total("total", "", 10, 4),
                total("total", "", 6, 3),
                total("source", "linkedin", 2, 2),
                total("source", "linkedin", 2, 2),
                total("source", "(direct)", 3, 3),
                total("enquiry-source", "linkedin", 1, 1),
                total("application-source", "(direct)", 1, 1),
                total("enquiry-source", "newsletter", 1, 1),
            ],
            "2026-11-21".into(),
            "2026-11-27".into(),
            7,
        );
        assert_eq!((report.visitors, report.pageviews), (7, 16));
        assert_eq!((report.enquiries, report.applications), (2, 1));
        assert_eq!(report.sources[0].value, "linkedin");
        let linkedin = &report.conversion_by_source[0];
        assert_eq!(
            (linkedin.value.as_str(), linkedin.visits, linkedin.enquiries),
            ("linkedin", 4, 1)
        );
        assert_eq!(linkedin.rate, Some(25.0));
        let newsletter = report
            .conversion_by_source
            .iter()
            .find(|c| c.value == "newsletter")
            .expect("a lead without counted visits is still listed");
        assert_eq!(newsletter.rate, None);
    }
}
