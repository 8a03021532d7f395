//! `kaveri-site enquiries list | export --format csv|json`: read the stored enquiries.

use std::io::Write;

use clap::Subcommand;

use super::csv::{self, Column, optional};
use super::{ExportFormat, timestamp};
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
            out.write_all(csv::table(CSV_COLUMNS, &enquiries).as_bytes())?;
        }
    }
    Ok(())
}

const CSV_COLUMNS: &[Column<StoredEnquiry>] = &[
    ("id", |e| e.id.clone()),
    ("created_at", |e| timestamp(e.created_at)),
    ("first_name", |e| e.first_name.clone()),
    ("last_name", |e| e.last_name.clone()),
    ("email", |e| e.email.clone()),
    ("company", |e| optional(&e.company)),
    ("project_type", |e| optional(&e.project_type)),
    ("budget", |e| optional(&e.budget)),
    ("message", |e| e.message.clone()),
    ("flagged", |e| optional(&e.flagged)),
    ("language", |e| e.language.clone()),
    ("source_kind", |e| optional(&e.source_kind)),
    ("source_landing", |e| optional(&e.source_landing)),
    ("source", |e| optional(&e.source)),
    ("source_medium", |e| optional(&e.source_medium)),
    ("source_campaign", |e| optional(&e.source_campaign)),
    ("source_language", |e| optional(&e.source_language)),
];
