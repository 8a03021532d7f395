//! `kaveri-site`: serves the pre-rendered site and the enquiry API; `enquiries …` reads the
//! store; `rules` prints the browser's copy of the enquiry rules.

mod api;
mod app;
mod cli;
mod config;
mod db;
mod enquiries;
mod feedback;
mod front;
mod healthcheck;
mod logging;
mod outbox;
mod security_headers;
mod static_files;

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
    Enquiries(cli::EnquiriesCommand),
    /// Print the browser's enquiry rules (web/app/generated/enquiry-rules.ts).
    Rules,
    /// Print the OpenAPI document.
    Openapi,
    /// Exit 0 when the server on this machine answers `/healthz` with 200 (container checks).
    Healthcheck {
        /// The server's port.
        #[arg(long, env = "PORT", default_value_t = 8080)]
        port: u16,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
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
        Some(Command::Enquiries(command)) => runtime.block_on(cli::run(command)),
        Some(Command::Healthcheck { port }) => {
            runtime.block_on(healthcheck::run(port)).map_err(Into::into)
        }
        Some(Command::Rules) => {
            print!("{}", enquiries::schema::typescript_rules());
            Ok(())
        }
        Some(Command::Openapi) => {
            use utoipa::OpenApi;
            api::ApiDoc::openapi()
                .to_pretty_json()
                .map(|json| println!("{json}"))
                .map_err(Into::into)
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("kaveri-site: {error}");
            ExitCode::FAILURE
        }
    }
}
