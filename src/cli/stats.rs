//! `kaveri-site stats [--days N] [--format table|csv|json]`: the traffic report
//! (`analytics::report`) as a table to read, CSV for a spreadsheet, or JSON.

use std::io::Write;

use clap::{Args, ValueEnum};

use crate::analytics::report::{self, Conversion, Report, Row};
use crate::config::DatabaseConfig;
use crate::csv;
use crate::db::Store;

#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum StatsFormat {
    Table,
    /// One row per figure: section, value, views, visitors, enquiries, applications, rate.
    Csv,
    Json,
}

#[derive(Args, Debug)]
pub struct StatsArgs {
    /// The last N days, today included.
    #[arg(long, default_value_t = 30, value_parser = clap::value_parser!(u32).range(1..=761))]
    days: u32,
    #[arg(long, value_enum, default_value_t = StatsFormat::Table)]
    format: StatsFormat,
    /// Rows per section in the table (CSV and JSON have every row).
    #[arg(long, default_value_t = 10)]
    top: usize,
    #[command(flatten)]
    database: DatabaseConfig,
}

pub async fn run(args: StatsArgs) -> Result<(), Box<dyn std::error::Error + Send + Sync>> {
    let store = Store::connect(&args.database.url).await?;
    let report = report::build(&store, args.days, crate::analytics::days::today()).await;
    store.close().await;
    let report = report?;
    let mut out = std::io::stdout().lock();
    match args.format {
        StatsFormat::Json => {
            serde_json::to_writer_pretty(&mut out, &report)?;
            writeln!(out)?;
        }
        StatsFormat::Csv => out.write_all(as_csv(&report).as_bytes())?,
        StatsFormat::Table => out.write_all(as_table(&report, args.top).as_bytes())?,
    }
    Ok(())
}

fn sections(report: &Report) -> [(&'static str, &[Row]); 9] {
    [
        ("Top pages", &report.pages),
        ("Sources", &report.sources),
        ("Campaigns", &report.campaigns),
        ("Landing pages", &report.landing_pages),
        ("Languages", &report.languages),
        ("Devices", &report.devices),
        ("Browsers", &report.browsers),
        ("Operating systems", &report.systems),
        ("Goals", &report.goals),
    ]
}

fn as_table(report: &Report, top: usize) -> String {
    let mut text = format!(
        "Traffic {} to {} ({} days, UTC)\n\n  Visitors      {:>8}\n  Page views    {:>8}\n  \
         Enquiries     {:>8}\n  Applications  {:>8}\n",
        report.from,
        report.to,
        report.days,
        report.visitors,
        report.pageviews,
        report.enquiries,
        report.applications
    );
    for (title, rows) in sections(report) {
        text.push_str(&format!("\n{title:<42} {:>9} {:>9}\n", "visitors", "views"));
        if rows.is_empty() {
            text.push_str("  (none)\n");
        }
        for row in rows.iter().take(top) {
            let name = match &row.label {
                Some(label) => format!("{label} ({})", row.value),
                None => row.value.clone(),
            };
            text.push_str(&format!(
                "  {:<40} {:>9} {:>9}\n",
                clip(&name, 40),
                row.visitors,
                row.views
            ));
        }
    }
    for (title, rows) in [
        ("Conversion by source", &report.conversion_by_source),
        ("Conversion by landing page", &report.conversion_by_landing),
    ] {
        text.push_str(&format!(
            "\n{title:<42} {:>9} {:>9} {:>9} {:>7}\n",
            "visits", "enquiries", "applic.", "rate"
        ));
        if rows.is_empty() {
            text.push_str("  (none)\n");
        }
        for row in rows.iter().take(top) {
            text.push_str(&format!(
                "  {:<40} {:>9} {:>9} {:>9} {:>7}\n",
                clip(&row.value, 40),
                row.visits,
                row.enquiries,
                row.applications,
                rate(row)
            ));
        }
    }
    text
}

fn rate(row: &Conversion) -> String {
    row.rate
        .map_or_else(|| "—".to_owned(), |r| format!("{r:.2}%"))
}

fn clip(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_owned();
    }
    let mut clipped: String = text.chars().take(max - 1).collect();
    clipped.push('…');
    clipped
}

fn as_csv(report: &Report) -> String {
    let mut text = String::new();
    let cells = |items: &[&str]| items.iter().map(|s| (*s).to_owned()).collect::<Vec<_>>();
    csv::push_row(
        &mut text,
        cells(&[
            "section",
            "value",
            "visitors",
            "views",
            "enquiries",
            "applications",
            "rate_percent",
        ]),
    );
    let totals = [
        ("visitors", report.visitors),
        ("pageviews", report.pageviews),
        ("enquiries", report.enquiries),
        ("applications", report.applications),
    ];
    for (name, value) in totals {
        csv::push_row(
            &mut text,
            cells(&["total", name, &value.to_string(), "", "", "", ""]),
        );
    }
    for (title, rows) in sections(report) {
        for row in rows {
            csv::push_row(
                &mut text,
                cells(&[
                    title,
                    &row.value,
                    &row.visitors.to_string(),
                    &row.views.to_string(),
                    "",
                    "",
                    "",
                ]),
            );
        }
    }
    for (title, rows) in [
        ("Conversion by source", &report.conversion_by_source),
        ("Conversion by landing page", &report.conversion_by_landing),
    ] {
        for row in rows {
            csv::push_row(
                &mut text,
                cells(&[
                    title,
                    &row.value,
                    &row.visits.to_string(),
                    "",
                    &row.enquiries.to_string(),
                    &row.applications.to_string(),
                    &row.rate.map(|r| format!("{r:.2}")).unwrap_or_default(),
                ]),
            );
        }
    }
    text
}
