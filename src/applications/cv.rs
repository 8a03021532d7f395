//! What a CV is, judged by its bytes only (never its name or declared type): a PDF, or a DOCX
//! (a ZIP holding `[Content_Types].xml` and `word/document.xml`). Anything else is refused, as
//! is a file that is both (a PDF/ZIP polyglot), a macro-carrying document, and a ZIP that
//! would inflate too far (checked from its central directory and again while inflating).

use std::fs::File;
use std::io::{self, Read, Seek, SeekFrom};

pub const PDF: &str = "application/pdf";
pub const DOCX: &str = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/// A DOCX has a few dozen entries; thousands means something else.
const MAX_ZIP_ENTRIES: usize = 1000;
/// Inflated size of all entries together (a 5 MB DOCX of text and images stays far below).
const MAX_UNCOMPRESSED_BYTES: u64 = 50 * 1024 * 1024;
/// An entry inflating more than this many times its compressed size is treated as a bomb.
const MAX_RATIO: u64 = 200;
/// Readers find a ZIP's end record within this many bytes of the file's end.
const EOCD_SEARCH: u64 = 65_535 + 22;
/// Readers find `%PDF-` within this many bytes of the file's start.
const PDF_HEADER_SEARCH: usize = 1024;

#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum CvRejection {
    #[error("the file is empty")]
    Empty,
    #[error("the file is neither a PDF nor a DOCX document")]
    NotADocument,
    #[error("the file is both a PDF and a ZIP archive")]
    Polyglot,
    #[error("the archive would inflate beyond the allowed size or entry count")]
    ZipBomb,
    #[error("the document carries macros")]
    Macros,
}

/// The CV's media type, or why it is refused.
pub fn inspect(file: &mut File) -> io::Result<Result<&'static str, CvRejection>> {
    let length = file.seek(SeekFrom::End(0))?;
    if length == 0 {
        return Ok(Err(CvRejection::Empty));
    }
    file.seek(SeekFrom::Start(0))?;
    let mut head = vec![0u8; PDF_HEADER_SEARCH.min(usize::try_from(length).unwrap_or(0))];
    file.read_exact(&mut head)?;
    let has_end_record = has_zip_end_record(file, length)?;
    if head.starts_with(b"%PDF-") {
        if has_end_record {
            return Ok(Err(CvRejection::Polyglot));
        }
        return Ok(Ok(PDF));
    }
    if head.starts_with(b"PK\x03\x04") {
        if find(&head, b"%PDF-").is_some() {
            return Ok(Err(CvRejection::Polyglot));
        }
        return docx(file).map(|r| r.map(|()| DOCX));
    }
    Ok(Err(CvRejection::NotADocument))
}

/// Whether the tail holds a ZIP end-of-central-directory record whose comment length reaches
/// exactly to the end of the file, as a ZIP reader would accept it.
fn has_zip_end_record(file: &mut File, length: u64) -> io::Result<bool> {
    let start = length.saturating_sub(EOCD_SEARCH);
    file.seek(SeekFrom::Start(start))?;
    let mut tail = Vec::new();
    file.take(EOCD_SEARCH).read_to_end(&mut tail)?;
    let mut at = 0;
    while let Some(found) = find(&tail[at..], b"PK\x05\x06") {
        let position = at + found;
        if let Some(comment) = tail.get(position + 20..position + 22) {
            let comment_length = usize::from(u16::from_le_bytes([comment[0], comment[1]]));
            if position + 22 + comment_length == tail.len() {
                return Ok(true);
            }
        }
        at = position + 1;
    }
    Ok(false)
}

fn docx(file: &mut File) -> io::Result<Result<(), CvRejection>> {
    file.seek(SeekFrom::Start(0))?;
    let Ok(mut archive) = zip::ZipArchive::new(&mut *file) else {
        return Ok(Err(CvRejection::NotADocument));
    };
    if archive.offset() != 0 {
        // Data in front of the archive: a self-extractor or another polyglot.
        return Ok(Err(CvRejection::NotADocument));
    }
    if archive.len() > MAX_ZIP_ENTRIES {
        return Ok(Err(CvRejection::ZipBomb));
    }
    let names: Vec<String> = archive.file_names().map(str::to_owned).collect();
    let has = |wanted: &str| names.iter().any(|n| n == wanted);
    if !has("[Content_Types].xml") || !has("word/document.xml") {
        return Ok(Err(CvRejection::NotADocument));
    }
    if names
        .iter()
        .any(|n| n.to_ascii_lowercase().ends_with("vbaproject.bin"))
    {
        return Ok(Err(CvRejection::Macros));
    }
    // The central directory's word first…
    let mut declared = 0u64;
    for index in 0..archive.len() {
        let Ok(entry) = archive.by_index_raw(index) else {
            return Ok(Err(CvRejection::NotADocument));
        };
        declared = declared.saturating_add(entry.size());
        if entry.size() > entry.compressed_size().max(1).saturating_mul(MAX_RATIO)
            && entry.size() > 1024 * 1024
        {
            return Ok(Err(CvRejection::ZipBomb));
        }
    }
    if declared > MAX_UNCOMPRESSED_BYTES {
        return Ok(Err(CvRejection::ZipBomb));
    }
    // …then what the entries really inflate to, never reading past the allowance.
    let mut inflated = 0u64;
    for index in 0..archive.len() {
        let Ok(entry) = archive.by_index(index) else {
            return Ok(Err(CvRejection::NotADocument));
        };
        let declared_size = entry.size();
        let allowance = (MAX_UNCOMPRESSED_BYTES - inflated).min(declared_size) + 1;
        let mut limited = entry.take(allowance);
        let size = match io::copy(&mut limited, &mut io::sink()) {
            Ok(size) => size,
            Err(_) => return Ok(Err(CvRejection::NotADocument)),
        };
        if size > declared_size {
            return Ok(Err(CvRejection::ZipBomb));
        }
        inflated += size;
        if inflated > MAX_UNCOMPRESSED_BYTES {
            return Ok(Err(CvRejection::ZipBomb));
        }
    }
    Ok(Ok(()))
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

/// The visitor's file name as metadata: its last path component, without control or
/// bidirectional-override characters, trimmed of dots and spaces, at most `max` characters
/// (keeping the extension). Empty becomes `cv`.
pub fn sanitize_file_name(raw: &str, max: usize) -> String {
    let last = raw.rsplit(['/', '\\']).next().unwrap_or_default();
    let cleaned: String = last
        .chars()
        .filter(|c| {
            !c.is_control()
                && !matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' | '\u{200E}' | '\u{200F}')
        })
        .collect();
    let trimmed = cleaned.trim_matches(|c: char| c == '.' || c.is_whitespace());
    if trimmed.is_empty() {
        return "cv".to_owned();
    }
    if trimmed.chars().count() <= max {
        return trimmed.to_owned();
    }
    let extension = trimmed
        .rsplit_once('.')
        .map(|(_, e)| e)
        .filter(|e| e.chars().count() <= 8)
        .map(|e| format!(".{e}"))
        .unwrap_or_default();
    let keep = max.saturating_sub(extension.chars().count());
    let stem: String = trimmed.chars().take(keep).collect();
    format!("{stem}{extension}")
}

#[cfg(test)]
#[path = "../../tests/server/support/docx.rs"]
mod test_docx;

#[cfg(test)]
mod tests {
    use super::test_docx::docx as docx_bytes;
    use super::*;
    use std::io::Write;

    fn inspect_bytes(bytes: &[u8]) -> Result<&'static str, CvRejection> {
        let mut file = tempfile::tempfile().expect("temp file");
        file.write_all(bytes).expect("write");
        inspect(&mut file).expect("inspect")
    }

    #[test]
    fn pdf_and_docx_are_recognised_by_content() {
        assert_eq!(inspect_bytes(b"%PDF-1.7\n1 0 obj\n%%EOF\n"), Ok(PDF));
        assert_eq!(inspect_bytes(&docx_bytes(&[])), Ok(DOCX));
    }

    #[test]
    fn other_files_are_refused() {
        assert_eq!(inspect_bytes(b""), Err(CvRejection::Empty));
        assert_eq!(
            inspect_bytes(b"<!doctype html><script>alert(1)</script>"),
            Err(CvRejection::NotADocument)
        );
        assert_eq!(
            inspect_bytes(b"MZ\x90\x00\x03\x00\x00\x00"),
            Err(CvRejection::NotADocument)
        );
        assert_eq!(
            inspect_bytes(b"\x7fELF\x02\x01\x01"),
            Err(CvRejection::NotADocument)
        );
    }

    #[test]
    fn polyglots_are_refused_both_ways() {
        let mut pdf_then_zip = b"%PDF-1.4\n%%EOF\n".to_vec();
        pdf_then_zip.extend(docx_bytes(&[]));
        assert_eq!(inspect_bytes(&pdf_then_zip), Err(CvRejection::Polyglot));
        let mut zip_with_pdf = docx_bytes(&[]);
        // A PDF header inside the first kilobyte, as a file name would put it.
        let zip_with_pdf_name = docx_bytes(&[("%PDF-1.4.txt", b"x".to_vec())]);
        assert_eq!(
            inspect_bytes(&zip_with_pdf_name),
            Err(CvRejection::Polyglot)
        );
        zip_with_pdf.truncate(10);
        assert_eq!(inspect_bytes(&zip_with_pdf), Err(CvRejection::NotADocument));
    }

    #[test]
    fn zip_bombs_and_macros_are_refused() {
        let bomb = docx_bytes(&[("word/media/zeros.bin", vec![0u8; 60 * 1024 * 1024])]);
        assert!(bomb.len() < 1024 * 1024);
        assert_eq!(inspect_bytes(&bomb), Err(CvRejection::ZipBomb));
        let many: Vec<(String, Vec<u8>)> = (0..1001)
            .map(|n| (format!("word/x{n}.xml"), Vec::new()))
            .collect();
        let many: Vec<(&str, Vec<u8>)> =
            many.iter().map(|(n, b)| (n.as_str(), b.clone())).collect();
        assert_eq!(inspect_bytes(&docx_bytes(&many)), Err(CvRejection::ZipBomb));
        let macros = docx_bytes(&[("word/vbaProject.bin", b"x".to_vec())]);
        assert_eq!(inspect_bytes(&macros), Err(CvRejection::Macros));
    }

    #[test]
    fn file_names_keep_only_a_clean_last_component() {
        assert_eq!(
            sanitize_file_name("../../etc/passwd.pdf", 120),
            "passwd.pdf"
        );
        assert_eq!(sanitize_file_name("C:\\Users\\a\\cv.docx", 120), "cv.docx");
        assert_eq!(sanitize_file_name("cv\u{0}\r\n.pdf", 120), "cv.pdf");
        assert_eq!(sanitize_file_name("gpj.\u{202E}fdp", 120), "gpj.fdp");
        assert_eq!(sanitize_file_name("..", 120), "cv");
        let long = format!("{}.pdf", "a".repeat(300));
        let short = sanitize_file_name(&long, 120);
        assert_eq!(short.chars().count(), 120);
        assert!(short.ends_with(".pdf"));
    }
}
