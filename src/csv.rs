//! The CSV every export writes (the command line's `export --format csv` and the team
//! console's): RFC 4180, CRLF line ends, a header row, and formula-like cells neutralised.

/// A column: its header and how a row's cell is written.
pub type Column<T> = (&'static str, fn(&T) -> String);

/// The header row, then one row per item, each cell in `columns`' order.
pub fn table<T>(columns: &[Column<T>], rows: &[T]) -> String {
    let mut text = String::new();
    push_row(
        &mut text,
        columns.iter().map(|(header, _)| (*header).to_owned()),
    );
    for row in rows {
        push_row(&mut text, columns.iter().map(|(_, cell)| cell(row)));
    }
    text
}

/// An optional value's cell: empty when there is none.
pub fn optional(value: &Option<String>) -> String {
    value.clone().unwrap_or_default()
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

/// A Unix time in milliseconds as RFC 3339 (UTC).
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

    #[test]
    fn a_table_is_its_header_then_one_row_per_item() {
        const COLUMNS: &[Column<(&str, Option<String>)>] = &[
            ("name", |row| row.0.to_owned()),
            ("note", |row| optional(&row.1)),
        ];
        let rows = [("=a", None), ("b", Some("x,y".to_owned()))];
        assert_eq!(table(COLUMNS, &rows), "name,note\r\n'=a,\r\nb,\"x,y\"\r\n");
    }
}
