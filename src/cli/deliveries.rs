//! `kaveri-site deliveries list [--dead] | retry <outbox> <id>`: the outbox as the on-call
//! engineer reads it. A dead delivery (out of attempts) is sent again once retried, by the
//! running server on the same database.

use std::io::Write;

use clap::{Subcommand, ValueEnum};

use super::timestamp;
use crate::config::DatabaseConfig;
use crate::db::{OutboxTable, Store};

#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum Outbox {
    Enquiry,
    Application,
    Question,
    Invitation,
}

impl Outbox {
    fn table(self) -> OutboxTable {
        match self {
            Outbox::Enquiry => OutboxTable::Enquiries,
            Outbox::Application => OutboxTable::Applications,
            Outbox::Question => OutboxTable::Questions,
            Outbox::Invitation => OutboxTable::TeamMail,
        }
    }
}

#[derive(Subcommand, Debug)]
pub enum DeliveriesCommand {
    /// Every delivery not delivered yet (pending, failing or dead), oldest first.
    List {
        /// Only the dead ones.
        #[arg(long)]
        dead: bool,
        /// JSON instead of lines.
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        database: DatabaseConfig,
    },
    /// Makes a dead delivery due now, with its attempts counted from zero again.
    Retry {
        #[arg(value_enum)]
        outbox: Outbox,
        /// The delivery's id, as `list` prints it.
        id: i64,
        #[command(flatten)]
        database: DatabaseConfig,
    },
}

#[derive(Debug, thiserror::Error)]
#[error("no dead {outbox} delivery has id {id} (see `kaveri-site deliveries list --dead`)")]
pub struct NotDead {
    outbox: &'static str,
    id: i64,
}

pub async fn run(
    command: DeliveriesCommand,
) -> Result<(), Box<dyn std::error::Error + Send + Sync>> {
    let mut out = std::io::stdout().lock();
    match command {
        DeliveriesCommand::List {
            dead,
            json,
            database,
        } => {
            let store = Store::connect(&database.url).await?;
            let mut all = Vec::new();
            for table in OutboxTable::ALL {
                for row in store.undelivered(table, dead).await? {
                    all.push((table.subject(), row));
                }
            }
            store.close().await;
            if json {
                let rows: Vec<_> = all
                    .iter()
                    .map(|(outbox, row)| serde_json::json!({ "outbox": outbox, "delivery": row }))
                    .collect();
                serde_json::to_writer_pretty(&mut out, &rows)?;
                writeln!(out)?;
                return Ok(());
            }
            for (outbox, row) in &all {
                let state = match row.dead_at {
                    Some(at) => format!("dead since {}", timestamp(at)),
                    None => format!("next attempt {}", timestamp(row.next_attempt_at)),
                };
                writeln!(
                    out,
                    "{outbox} {}  {}  {}  attempts {}  {state}  {}",
                    row.id,
                    row.subject_id,
                    row.channel,
                    row.attempts,
                    row.last_error.as_deref().unwrap_or("-"),
                )?;
            }
            writeln!(out, "{} undelivered", all.len())?;
        }
        DeliveriesCommand::Retry {
            outbox,
            id,
            database,
        } => {
            let store = Store::connect(&database.url).await?;
            let retried = store.retry_dead_delivery(outbox.table(), id, None).await?;
            store.close().await;
            if !retried {
                return Err(NotDead {
                    outbox: outbox.table().subject(),
                    id,
                }
                .into());
            }
            writeln!(
                out,
                "{} delivery {id} is due again",
                outbox.table().subject()
            )?;
        }
    }
    Ok(())
}
