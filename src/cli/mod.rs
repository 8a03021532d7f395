//! The command line's subcommands besides `serve`, one file per feature (`enquiries.rs`,
//! `applications.rs`), and what they share: export formats, the CSV writer (`csv.rs`), timestamps.

use clap::ValueEnum;

pub mod applications;
pub mod csv;
pub mod enquiries;
pub mod stats;

/// Which form's browser rules `kaveri-site rules` prints.
#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum RulesForm {
    Enquiry,
    Application,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum ExportFormat {
    /// RFC 4180 CSV, formula-like cells neutralised.
    Csv,
    /// One JSON array.
    Json,
}

pub fn timestamp(ms: i64) -> String {
    let nanos = i128::from(ms) * 1_000_000;
    time::OffsetDateTime::from_unix_timestamp_nanos(nanos)
        .ok()
        .and_then(|t| {
            t.format(&time::format_description::well_known::Rfc3339)
                .ok()
        })
        .unwrap_or_else(|| ms.to_string())
}
