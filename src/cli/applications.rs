//! `kaveri-site applications list | export --format csv|json | delete --email …`: read the
//! stored applications, or delete one applicant's on request (rows and CVs; the deletion is
//! logged by count and ids only).

use std::io::Write;

use clap::Subcommand;

use super::{ExportFormat, push_row, timestamp};
use crate::config::{DatabaseConfig, StorageConfig};
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
                ExportFormat::Csv => out.write_all(csv(&applications).as_bytes())?,
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

const CSV_HEADER: [&str; 15] = [
    "id",
    "created_at",
    "job_slug",
    "first_name",
    "last_name",
    "email",
    "phone",
    "location",
    "profile_url",
    "cover_note",
    "cv_file_name",
    "cv_media_type",
    "cv_bytes",
    "cv_sha256",
    "flagged",
];

fn csv(applications: &[StoredApplication]) -> String {
    let mut text = String::new();
    push_row(&mut text, CSV_HEADER.iter().map(|h| (*h).to_owned()));
    for a in applications {
        let optional = |v: &Option<String>| v.clone().unwrap_or_default();
        push_row(
            &mut text,
            [
                a.id.clone(),
                timestamp(a.created_at),
                a.job_slug.clone(),
                a.first_name.clone(),
                a.last_name.clone(),
                a.email.clone(),
                optional(&a.phone),
                a.location.clone(),
                optional(&a.profile_url),
                a.cover_note.clone(),
                a.cv_file_name.clone(),
                a.cv_media_type.clone(),
                a.cv_bytes.to_string(),
                a.cv_sha256.clone(),
                optional(&a.flagged),
            ],
        );
    }
    text
}
