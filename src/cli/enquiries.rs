//! `kaveri-site enquiries list | export --format csv|json`: read the stored enquiries.

use std::io::Write;

use clap::Subcommand;

use super::{ExportFormat, timestamp};
use crate::config::DatabaseConfig;
use crate::csv;
use crate::db::Store;
use crate::enquiries::export::CSV_COLUMNS;

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
