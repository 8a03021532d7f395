//! The application form's fields and limits: the one source of truth. The server validates with
//! them, the OpenAPI schema is built from them, and the browser's rules file
//! (`web/app/generated/application-rules.ts`) is generated from them (a test fails on drift).

use crate::api::validation::{EMAIL, FIRST_NAME, FieldKind, FieldRule, LAST_NAME};

/// The position applied for; also picks the page a failed form post is shown on.
pub const JOB_SLUG: FieldRule = FieldRule {
    name: "jobSlug",
    required: true,
    max_chars: 100,
    kind: FieldKind::Slug,
    missing_message: "Choose the position you are applying for.",
};

pub const APPLICATION_FIELDS: &[FieldRule] = &[
    JOB_SLUG,
    FIRST_NAME,
    LAST_NAME,
    EMAIL,
    FieldRule {
        name: "phone",
        required: false,
        max_chars: 40,
        kind: FieldKind::Line,
        missing_message: "",
    },
    FieldRule {
        name: "location",
        required: true,
        max_chars: 200,
        kind: FieldKind::Line,
        missing_message: "Tell us where you are based.",
    },
    FieldRule {
        name: "profileUrl",
        required: false,
        max_chars: 500,
        kind: FieldKind::Url,
        missing_message: "",
    },
    FieldRule {
        name: "coverNote",
        required: true,
        max_chars: 5000,
        kind: FieldKind::Text,
        missing_message: "Tell us a little about yourself and why this role.",
    },
    FieldRule {
        name: "consent",
        required: true,
        max_chars: 10,
        kind: FieldKind::Consent,
        missing_message: "Tick the box to let us keep your application for the hiring process.",
    },
];

/// The file part.
pub const CV_FIELD: &str = "cv";
/// 5 MiB.
pub const MAX_CV_BYTES: usize = 5 * 1024 * 1024;
/// Every other part together is far smaller; this bounds the whole body with the CV.
pub const MAX_FIELDS_BYTES: usize = 64 * 1024;
pub const MAX_BODY_BYTES: usize = MAX_CV_BYTES + MAX_FIELDS_BYTES;
/// The visitor's file name is kept (as metadata) up to this many characters.
pub const MAX_FILE_NAME_CHARS: usize = 120;
pub const CV_ACCEPT: &str = ".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document";

pub const MESSAGE_CV_MISSING: &str = "Choose your CV: a PDF or Word (.docx) file of up to 5 MB.";
pub const MESSAGE_CV_EMPTY: &str = "The chosen file is empty. Choose your CV again.";
pub const MESSAGE_CV_TOO_LARGE: &str = "The file is larger than 5 MB. Choose a smaller file.";
pub const MESSAGE_CV_TYPE: &str = "Upload a PDF or Word (.docx) document.";
pub const MESSAGE_CV_UNSAFE: &str =
    "This file could not be accepted. Save it again as a plain PDF or .docx and upload that.";

pub const ENDPOINT: &str = "/api/applications";
/// Where a plain form post lands after success.
pub const THANKS_PATH: &str = "/careers/thanks";
/// The page shown again when the post names no known job.
pub const CAREERS_PAGE: &str = "careers/index.html";

/// The pre-rendered page of the job `slug`, relative to the site's root.
pub fn job_page(slug: &str) -> String {
    format!("careers/{slug}/index.html")
}
