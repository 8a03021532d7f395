//! A minimal DOCX, for the integration tests and for `src/applications/cv.rs`'s unit tests,
//! which include this file by path (a binary crate's tests cannot import `tests/server/support`).

use std::io::{self, Write};

/// A minimal DOCX; `extra` entries are added after the required two.
pub fn docx(extra: &[(&str, Vec<u8>)]) -> Vec<u8> {
    let mut buffer = io::Cursor::new(Vec::new());
    {
        let mut zip = zip::ZipWriter::new(&mut buffer);
        let options = zip::write::SimpleFileOptions::default()
            .compression_method(zip::CompressionMethod::Deflated);
        let mut entries = vec![
            (
                "[Content_Types].xml",
                b"<?xml version=\"1.0\"?><Types/>".to_vec(),
            ),
            (
                "word/document.xml",
                b"<?xml version=\"1.0\"?><w:document/>".to_vec(),
            ),
        ];
        entries.extend(extra.iter().map(|(n, b)| (*n, b.clone())));
        for (name, bytes) in entries {
            zip.start_file(name, options).expect("entry");
            zip.write_all(&bytes).expect("write");
        }
        zip.finish().expect("finish");
    }
    buffer.into_inner()
}
