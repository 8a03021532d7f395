//! `kaveri-site`: serves the pre-rendered site and the API; `enquiries …` and
//! `applications …` read the store; `rules` prints the browser's copy of a form's rules.

mod analytics;
mod api;
mod app;
mod applications;
mod chores;
mod cli;
mod config;
mod csv;
mod db;
mod enquiries;
mod feedback;
mod front;
mod health;
mod healthcheck;
mod language;
mod logging;
mod observability;
mod openapi;
mod outbox;
mod questions;
mod redact;
mod request_framing;
mod security_headers;
mod state;
mod static_files;
mod team;
mod uploads;

use std::process::ExitCode;

#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

use clap::{Parser, Subcommand};

use crate::config::ServeConfig;

#[derive(Parser)]
#[command(name = "kaveri-site", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Serve the site and the API (the default).
    Serve(Box<ServeConfig>),
    /// Read the stored enquiries.
    #[command(subcommand)]
    Enquiries(cli::enquiries::EnquiriesCommand),
    /// Read, export or delete the stored job applications.
    #[command(subcommand)]
    Applications(cli::applications::ApplicationsCommand),
    /// The outbox: deliveries not delivered yet, and retrying a dead one.
    #[command(subcommand)]
    Deliveries(cli::deliveries::DeliveriesCommand),
    /// The team console's people: invite someone (the first administrator too), list them.
    #[command(subcommand)]
    Team(cli::team::TeamCommand),
    /// Traffic figures: visitors, page views, pages, sources, goals and conversion.
    Stats(cli::stats::StatsArgs),
    /// Print the browser's rules for a form: `enquiry` (web/app/generated/enquiry-rules.ts,
    /// the default) or `application` (web/app/generated/application-rules.ts).
    Rules {
        #[arg(long, value_enum, default_value_t = cli::RulesForm::Enquiry)]
        form: cli::RulesForm,
    },
    /// Print every route the server answers and the rate limit each is counted against, as JSON
    /// (for the tests' walk of every route).
    #[command(hide = true)]
    Routes(config::RateLimitConfig),
    /// Print the OpenAPI document.
    Openapi,
    /// Exit 0 when the server on this machine answers `/livez` with 200 (container checks).
    Healthcheck {
        /// The server's port.
        #[arg(long, env = "PORT", default_value_t = 8080)]
        port: u16,
        /// Ask `/readyz` instead: the database and object store answer, and not draining.
        #[arg(long)]
        ready: bool,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    // One TLS crypto provider for every client (SMTP, webhooks, PostgreSQL, the object store).
    let _ = rustls::crypto::ring::default_provider().install_default();
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        // File I/O (uploads, the local object store) runs on blocking threads; each keeps
        // allocator caches, so their number bounds memory under upload load.
        .max_blocking_threads(32)
        .build()
    {
        Ok(runtime) => runtime,
        Err(error) => {
            eprintln!("kaveri-site: cannot start the async runtime: {error}");
            return ExitCode::FAILURE;
        }
    };
    let result = match cli.command {
        Some(Command::Serve(config)) => runtime.block_on(app::serve(*config)),
        None => runtime.block_on(app::serve(ServeConfig::parse_from(["kaveri-site"]))),
        Some(Command::Enquiries(command)) => runtime.block_on(cli::enquiries::run(command)),
        Some(Command::Healthcheck { port, ready }) => runtime
            .block_on(healthcheck::run(port, ready))
            .map_err(Into::into),
        Some(Command::Applications(command)) => runtime.block_on(cli::applications::run(command)),
        Some(Command::Deliveries(command)) => runtime.block_on(cli::deliveries::run(command)),
        Some(Command::Stats(args)) => runtime.block_on(cli::stats::run(args)),
        Some(Command::Team(command)) => runtime.block_on(cli::team::run(command)),
        Some(Command::Rules { form }) => {
            let spec = match form {
                cli::RulesForm::Enquiry => &enquiries::schema::FORM,
                cli::RulesForm::Application => &applications::schema::FORM,
                cli::RulesForm::Question => &questions::schema::FORM,
            };
            print!("{}", api::form_schema::typescript_rules(spec));
            Ok(())
        }
        Some(Command::Routes(limits)) => runtime.block_on(async {
            let table = app::route_table(&limits).await?;
            println!("{}", serde_json::to_string_pretty(&table)?);
            Ok(())
        }),
        Some(Command::Openapi) => {
            use utoipa::OpenApi;
            openapi::ApiDoc::openapi()
                .to_pretty_json()
                .map(|json| println!("{json}"))
                .map_err(Into::into)
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            // A driver's or client's message may quote a URL with its password.
            eprintln!("kaveri-site: {}", redact::urls_in(&error.to_string()));
            ExitCode::FAILURE
        }
    }
}
