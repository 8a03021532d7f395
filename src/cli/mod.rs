//! The command line's subcommands besides `serve`, one file per feature (`enquiries.rs`,
//! `applications.rs`), and what they share: export formats and timestamps (the CSV writer is
//! `crate::csv`).

use clap::ValueEnum;

pub mod applications;
pub mod deliveries;
pub mod enquiries;
pub mod stats;
pub mod team;

/// Which form's browser rules `kaveri-site rules` prints.
#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum RulesForm {
    Enquiry,
    Application,
    Question,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum ExportFormat {
    /// RFC 4180 CSV, formula-like cells neutralised.
    Csv,
    /// One JSON array.
    Json,
}

pub use crate::csv::timestamp;
