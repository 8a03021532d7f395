//! `kaveri-site`: serves the pre-rendered site and the enquiry API; `enquiries …` reads the store.

mod app;
mod config;
mod logging;
mod security_headers;
mod static_files;

use std::process::ExitCode;

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
    Serve(ServeConfig),
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
        Some(Command::Serve(config)) => runtime.block_on(app::serve(config)),
        None => runtime.block_on(app::serve(ServeConfig::parse_from(["kaveri-site"]))),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("kaveri-site: {error:#}");
            ExitCode::FAILURE
        }
    }
}
