//! `kaveri-site enquiries list | export --format csv|json`: read the stored enquiries.

use std::io::Write;

use clap::{Subcommand, ValueEnum};

pub mod applications;

use crate::config::DatabaseConfig;
use crate::db::{Store, StoredEnquiry};

#[derive(Subcommand, Debug)]
pub enum EnquiriesCommand {
    /// One line per enquiry, oldest first.
    List {
        #[command(flatten)]
        database: DatabaseConfig,
    },
    /// Every enquiry with every field.
    Export {
        #[arg(long, value_enum, default_value_t = ExportFormat::Csv)]
        format: ExportFormat,
        #[command(flatten)]
        database: DatabaseConfig,
    },
}

/// Which form's browser rules `kaveri-site rules` prints.
#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum RulesForm {
    Enquiry,
    Application,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum ExportFormat {
    /// RFC 4180 CSV, formula-like cells neutralised.
    Csv,
    /// One JSON array.
    Json,
}

pub async fn run(
    command: EnquiriesCommand,
) -> Result<(), Box<dyn std::error::Error + Send + Sync>> {
    let database = match &command {
        EnquiriesCommand::List { database } | EnquiriesCommand::Export { database, .. } => database,
    };
    let store = Store::connect(&database.url).await?;
    let enquiries = store.list_enquiries().await?;
    store.close().await;
    let mut out = std::io::stdout().lock();
    match command {
        EnquiriesCommand::List { .. } => {
            for e in &enquiries {
                writeln!(
                    out,
                    "{}  {}  {} {} <{}>  {}  {}{}",
                    timestamp(e.created_at),
                    e.id,
                    e.first_name,
                    e.last_name,
                    e.email,
                    e.project_type.as_deref().unwrap_or("-"),
                    e.budget.as_deref().unwrap_or("-"),
                    e.flagged
                        .as_deref()
                        .map(|f| format!("  [flagged: {f}]"))
                        .unwrap_or_default()
                )?;
            }
            writeln!(out, "{} enquiries", enquiries.len())?;
        }
        EnquiriesCommand::Export {
            format: ExportFormat::Json,
            ..
        } => {
            serde_json::to_writer_pretty(&mut out, &enquiries)?;
            writeln!(out)?;
        }
        EnquiriesCommand::Export {
            format: ExportFormat::Csv,
            ..
        } => {
            out.write_all(csv(&enquiries).as_bytes())?;
        }
    }
    Ok(())
}

const CSV_HEADER: [&str; 10] = [
    "id",
    "created_at",
    "first_name",
    "last_name",
    "email",
    "company",
    "project_type",
    "budget",
    "message",
    "flagged",
];

pub fn csv(enquiries: &[StoredEnquiry]) -> String {
    let mut text = String::new();
    push_row(&mut text, CSV_HEADER.iter().map(|h| (*h).to_owned()));
    for e in enquiries {
        let optional = |v: &Option<String>| v.clone().unwrap_or_default();
        push_row(
            &mut text,
            [
                e.id.clone(),
                timestamp(e.created_at),
                e.first_name.clone(),
                e.last_name.clone(),
                e.email.clone(),
                optional(&e.company),
                optional(&e.project_type),
                optional(&e.budget),
                e.message.clone(),
                optional(&e.flagged),
            ],
        );
    }
    text
}

pub fn push_row(text: &mut String, cells: impl IntoIterator<Item = String>) {
    let cells: Vec<String> = cells.into_iter().map(|c| csv_cell(&c)).collect();
    text.push_str(&cells.join(","));
    text.push_str("\r\n");
}

/// One RFC 4180 cell. A cell a spreadsheet would read as a formula (starting with `=`, `+`,
/// `-`, `@`, a tab or a carriage return) gets a leading apostrophe, so it stays text.
pub fn csv_cell(value: &str) -> String {
    let neutralised = if value.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{value}")
    } else {
        value.to_owned()
    };
    if neutralised.contains([',', '"', '\r', '\n']) || neutralised.starts_with(' ') {
        format!("\"{}\"", neutralised.replace('"', "\"\""))
    } else {
        neutralised
    }
}

pub fn timestamp(ms: i64) -> String {
    let nanos = i128::from(ms) * 1_000_000;
    time::OffsetDateTime::from_unix_timestamp_nanos(nanos)
        .ok()
        .and_then(|t| {
            t.format(&time::format_description::well_known::Rfc3339)
                .ok()
        })
        .unwrap_or_else(|| ms.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formula_cells_are_neutralised_and_quoting_follows_rfc_4180() {
        assert_eq!(csv_cell("=HYPERLINK(\"x\")"), "\"'=HYPERLINK(\"\"x\"\")\"");
        assert_eq!(csv_cell("+1"), "'+1");
        assert_eq!(csv_cell("-2"), "'-2");
        assert_eq!(csv_cell("@SUM(A1)"), "'@SUM(A1)");
        assert_eq!(csv_cell("\tx"), "'\tx");
        assert_eq!(csv_cell("a,b"), "\"a,b\"");
        assert_eq!(csv_cell("line\nbreak"), "\"line\nbreak\"");
        assert_eq!(csv_cell("plain"), "plain");
    }
}
