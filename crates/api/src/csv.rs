//! CSV downloads of the back office's lists and reports (`?format=csv`): one header row, RFC 4180 quoting, and
//! text cells that a spreadsheet would run as a formula (`=`, `+`, `-`, `@` …) prefixed with `'`.

use axum::{
    http::header,
    response::{IntoResponse, Response},
};
use domain::validation::Invalid;

use crate::error::Error;

/// How a list or report is answered.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Format {
    /// The JSON envelope.
    #[default]
    Json,
    /// A `text/csv` attachment.
    Csv,
}

impl Format {
    /// The query's `format`: absent or `json`, or `csv`; anything else is a 422 on `format`.
    pub fn parse(text: Option<&str>) -> Result<Format, Error> {
        match text.map(str::trim).unwrap_or_default() {
            "" | "json" => Ok(Format::Json),
            "csv" => Ok(Format::Csv),
            _ => Err(Error::field("format", Invalid::new("validation.choice"))),
        }
    }
}

/// A table to download: its header and its rows, each cell as text.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Table {
    pub header: Vec<&'static str>,
    pub rows: Vec<Vec<String>>,
}

impl Table {
    pub fn new(header: &[&'static str]) -> Table {
        Table { header: header.to_vec(), rows: Vec::new() }
    }

    pub fn push(&mut self, row: Vec<String>) {
        self.rows.push(row);
    }

    /// The CSV text: CRLF line ends, every row as long as the header.
    pub fn text(&self) -> String {
        let mut out = String::new();
        let line = |out: &mut String, cells: &mut dyn Iterator<Item = &str>| {
            let cells: Vec<String> = cells.map(cell).collect();
            out.push_str(&cells.join(","));
            out.push_str("\r\n");
        };
        line(&mut out, &mut self.header.iter().copied());
        for row in &self.rows {
            line(&mut out, &mut row.iter().map(String::as_str));
        }
        out
    }

    /// A `text/csv` attachment named `name.csv`.
    pub fn into_response(self, name: &str) -> Response {
        let disposition = format!("attachment; filename=\"{name}.csv\"");
        (
            [(header::CONTENT_TYPE, "text/csv; charset=utf-8".to_owned()), (header::CONTENT_DISPOSITION, disposition)],
            self.text(),
        )
            .into_response()
    }
}

/// One cell: numbers as they are; text neutralized against formulas and quoted when it must be.
fn cell(value: &str) -> String {
    let number = !value.is_empty() && value.parse::<f64>().is_ok();
    let value = if !number && value.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{value}")
    } else {
        value.to_owned()
    };
    if value.contains([',', '"', '\n', '\r']) { format!("\"{}\"", value.replace('"', "\"\"")) } else { value }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_are_quoted_and_formulas_neutralized() {
        let mut table = Table::new(&["name", "amount"]);
        table.push(vec!["Ayşe, \"Nur\"".to_owned(), "-12.50".to_owned()]);
        table.push(vec!["=HYPERLINK(\"x\")".to_owned(), "0".to_owned()]);
        table.push(vec!["two\nlines".to_owned(), "+90".to_owned()]);
        assert_eq!(
            table.text(),
            "name,amount\r\n\"Ayşe, \"\"Nur\"\"\",-12.50\r\n\"'=HYPERLINK(\"\"x\"\")\",0\r\n\"two\nlines\",+90\r\n"
        );
    }

    #[test]
    fn the_format_is_json_or_csv() {
        assert_eq!(Format::parse(None).ok(), Some(Format::Json));
        assert_eq!(Format::parse(Some("csv")).ok(), Some(Format::Csv));
        assert!(Format::parse(Some("xlsx")).is_err());
    }
}
