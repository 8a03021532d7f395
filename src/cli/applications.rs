//! `kaveri-site applications list | export --format csv|json | delete --email …`: read the
//! stored applications, or delete one applicant's on request (rows and CVs; the deletion is
//! logged by count and ids only).

use std::io::Write;

use clap::Subcommand;

use super::{ExportFormat, timestamp};
use crate::config::{DatabaseConfig, StorageConfig};
use crate::csv::{self, Column, optional};
use crate::db::{Store, StoredApplication};
use crate::uploads::Uploads;

#[derive(Subcommand, Debug)]
pub enum ApplicationsCommand {
    /// One line per application, oldest first.
    List {
        #[command(flatten)]
        database: DatabaseConfig,
    },
    /// Every application with every field (the CV's metadata, not the file).
    Export {
        #[arg(long, value_enum, default_value_t = ExportFormat::Csv)]
        format: ExportFormat,
        #[command(flatten)]
        database: DatabaseConfig,
    },
    /// Delete every application sent from an e-mail address, with its CV.
    Delete {
        /// The applicant's address (letter case ignored).
        #[arg(long)]
        email: String,
        #[command(flatten)]
        database: DatabaseConfig,
        #[command(flatten)]
        storage: StorageConfig,
    },
}

pub async fn run(
    command: ApplicationsCommand,
) -> Result<(), Box<dyn std::error::Error + Send + Sync>> {
    crate::logging::init();
    let database = match &command {
        ApplicationsCommand::List { database }
        | ApplicationsCommand::Export { database, .. }
        | ApplicationsCommand::Delete { database, .. } => database,
    };
    let store = Store::connect(&database.url).await?;
    let result = execute(&store, command).await;
    store.close().await;
    result
}

async fn execute(
    store: &Store,
    command: ApplicationsCommand,
) -> Result<(), Box<dyn std::error::Error + Send + Sync>> {
    let mut out = std::io::stdout().lock();
    match command {
        ApplicationsCommand::List { .. } => {
            let applications = store.list_applications().await?;
            for a in &applications {
                writeln!(
                    out,
                    "{}  {}  {}  {} {} <{}>  {}{}",
                    timestamp(a.created_at),
                    a.id,
                    a.job_slug,
                    a.first_name,
                    a.last_name,
                    a.email,
                    a.cv_file_name,
                    a.flagged
                        .as_deref()
                        .map(|f| format!("  [flagged: {f}]"))
                        .unwrap_or_default()
                )?;
            }
            writeln!(out, "{} applications", applications.len())?;
        }
        ApplicationsCommand::Export { format, .. } => {
            let applications = store.list_applications().await?;
            match format {
                ExportFormat::Json => {
                    serde_json::to_writer_pretty(&mut out, &applications)?;
                    writeln!(out)?;
                }
                ExportFormat::Csv => {
                    out.write_all(csv::table(CSV_COLUMNS, &applications).as_bytes())?
                }
            }
        }
        ApplicationsCommand::Delete { email, storage, .. } => {
            let uploads = Uploads::open(storage.object_store_url.as_deref())?;
            let deleted = store.delete_applications_by_email(&email).await?;
            crate::applications::retention::finish_deletion(
                &uploads,
                &deleted,
                "applicant's request",
            )
            .await;
            writeln!(out, "{} applications deleted", deleted.ids.len())?;
            for id in &deleted.ids {
                writeln!(out, "{id}")?;
            }
        }
    }
    Ok(())
}

const CSV_COLUMNS: &[Column<StoredApplication>] = &[
    ("id", |a| a.id.clone()),
    ("created_at", |a| timestamp(a.created_at)),
    ("job_slug", |a| a.job_slug.clone()),
    ("first_name", |a| a.first_name.clone()),
    ("last_name", |a| a.last_name.clone()),
    ("email", |a| a.email.clone()),
    ("phone", |a| optional(&a.phone)),
    ("location", |a| a.location.clone()),
    ("profile_url", |a| optional(&a.profile_url)),
    ("cover_note", |a| a.cover_note.clone()),
    ("cv_file_name", |a| a.cv_file_name.clone()),
    ("cv_media_type", |a| a.cv_media_type.clone()),
    ("cv_bytes", |a| a.cv_bytes.to_string()),
    ("cv_sha256", |a| a.cv_sha256.clone()),
    ("flagged", |a| optional(&a.flagged)),
    ("language", |a| a.language.clone()),
    ("source_kind", |a| optional(&a.source_kind)),
    ("source_landing", |a| optional(&a.source_landing)),
    ("source", |a| optional(&a.source)),
    ("source_medium", |a| optional(&a.source_medium)),
    ("source_campaign", |a| optional(&a.source_campaign)),
    ("source_language", |a| optional(&a.source_language)),
];
