//! `kaveri-site team invite --role admin you@company.example`: the first administrator (and
//! anyone, later) is invited from the command line; the running server's outbox e-mails the
//! link. `kaveri-site team list` shows who is on the team.

use std::io::Write;

use clap::{Subcommand, ValueEnum};

use super::timestamp;
use crate::config::DatabaseConfig;
use crate::db::Store;
use crate::team::Role;

#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum RoleArg {
    /// Everything, and people.
    Admin,
    /// Enquiries and traffic.
    Sales,
    /// Applications and traffic.
    Hiring,
    /// Traffic.
    Marketing,
}

impl From<RoleArg> for Role {
    fn from(role: RoleArg) -> Self {
        match role {
            RoleArg::Admin => Role::Admin,
            RoleArg::Sales => Role::Sales,
            RoleArg::Hiring => Role::Hiring,
            RoleArg::Marketing => Role::Marketing,
        }
    }
}

#[derive(Subcommand, Debug)]
pub enum TeamCommand {
    /// Invite a person to the team console: a one-time link, valid 24 hours, goes to them by
    /// e-mail through the server's outbox (SMTP_URL). Inviting a member again replaces their
    /// passkey once the new link is used.
    Invite {
        /// The person's e-mail address.
        email: String,
        #[arg(long, value_enum)]
        role: RoleArg,
        /// Also print the link here (when the machine has no SMTP server yet; treat it like a
        /// password until it is used).
        #[arg(long)]
        print_link: bool,
        /// The site's origin, which the link points to.
        #[arg(
            long,
            env = "SITE_URL",
            default_value = "https://www.kaveri-digital.example"
        )]
        site_url: String,
        #[command(flatten)]
        database: DatabaseConfig,
    },
    /// Who is on the team, their roles and last sign-in.
    List {
        #[command(flatten)]
        database: DatabaseConfig,
    },
}

pub async fn run(command: TeamCommand) -> Result<(), Box<dyn std::error::Error + Send + Sync>> {
    let mut out = std::io::stdout().lock();
    match command {
        TeamCommand::Invite {
            email,
            role,
            print_link,
            site_url,
            database,
        } => {
            let store = Store::connect(&database.url).await?;
            let sent =
                crate::team::invitations::invite(&store, &site_url, &email, role.into(), None)
                    .await;
            store.close().await;
            let sent = sent?;
            writeln!(
                out,
                "Invitation for {} ({}) queued: the server e-mails the link; it works once, until {}.",
                sent.email,
                Role::from(role).as_str(),
                timestamp(sent.expires_at)
            )?;
            if print_link {
                writeln!(out, "{}", sent.link)?;
            }
        }
        TeamCommand::List { database } => {
            let store = Store::connect(&database.url).await?;
            let members = store.team_members().await;
            store.close().await;
            for listing in members? {
                let m = &listing.member;
                writeln!(
                    out,
                    "{}  {:<9}  {} <{}>  last sign-in {}{}",
                    m.id,
                    m.role,
                    m.name,
                    m.email,
                    m.last_signin_at
                        .map_or_else(|| "never".to_owned(), timestamp),
                    if m.deactivated_at.is_some() {
                        "  [deactivated]"
                    } else {
                        ""
                    }
                )?;
            }
        }
    }
    Ok(())
}
