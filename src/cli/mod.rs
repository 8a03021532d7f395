//! The command line's subcommands besides `serve`, one file per feature (`enquiries.rs`,
//! `applications.rs`), and what they share: export formats, CSV cells, timestamps.

use clap::ValueEnum;

pub mod applications;
pub mod enquiries;

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

pub fn push_row(text: &mut String, cells: impl IntoIterator<Item = String>) {
    let cells: Vec<String> = cells.into_iter().map(|c| csv_cell(&c)).collect();
    text.push_str(&cells.join(","));
    text.push_str("\r\n");
}

/// One RFC 4180 cell. A cell a spreadsheet would read as a formula (starting with `=`, `+`,
/// `-`, `@`, a tab or a carriage return) gets a leading apostrophe, so it stays text.
pub fn csv_cell(value: &str) -> String {
    let neutralised = if value.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{value}")
    } else {
        value.to_owned()
    };
    if neutralised.contains([',', '"', '\r', '\n']) || neutralised.starts_with(' ') {
        format!("\"{}\"", neutralised.replace('"', "\"\""))
    } else {
        neutralised
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formula_cells_are_neutralised_and_quoting_follows_rfc_4180() {
        assert_eq!(csv_cell("=HYPERLINK(\"x\")"), "\"'=HYPERLINK(\"\"x\"\")\"");
        assert_eq!(csv_cell("+1"), "'+1");
        assert_eq!(csv_cell("-2"), "'-2");
        assert_eq!(csv_cell("@SUM(A1)"), "'@SUM(A1)");
        assert_eq!(csv_cell("\tx"), "'\tx");
        assert_eq!(csv_cell("a,b"), "\"a,b\"");
        assert_eq!(csv_cell("line\nbreak"), "\"line\nbreak\"");
        assert_eq!(csv_cell("plain"), "plain");
    }
}
