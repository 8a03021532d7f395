//! The question form's fields and limits: the one source of truth. The server validates with
//! them, the OpenAPI schema is built from them, and the browser's rules file
//! (`web/app/generated/question-rules.ts`) is generated from them (a test fails on drift).

use crate::api::messages::Message;
use crate::api::validation::{EMAIL, FieldKind, FieldRule};

/// The position asked about; also picks the page a failed form post is shown on.
pub const JOB_SLUG: FieldRule = FieldRule {
    name: "jobSlug",
    required: true,
    max_chars: 100,
    kind: FieldKind::Slug,
    missing: Some(&JOB_SLUG_MISSING),
};

/// One name field, not first and last: a question needs only what to call the person, and
/// the visitor writes it in the order of their own language.
pub const QUESTION_FIELDS: &[FieldRule] = &[
    JOB_SLUG,
    FieldRule {
        name: "name",
        required: true,
        max_chars: 200,
        kind: FieldKind::Line,
        missing: Some(&NAME_MISSING),
    },
    EMAIL,
    FieldRule {
        name: "question",
        required: true,
        max_chars: 5000,
        kind: FieldKind::Text,
        missing: Some(&QUESTION_MISSING),
    },
    FieldRule {
        name: "consent",
        required: true,
        max_chars: 10,
        kind: FieldKind::Consent,
        missing: Some(&CONSENT_MISSING),
    },
];

pub const JOB_SLUG_MISSING: Message = Message {
    key: "questionJobMissing",
    en: "Choose the position your question is about.",
    de: "Bitte wählen Sie die Stelle, zu der Sie eine Frage haben.",
    ja: "ご質問の対象となる職種を選んでください。",
    ar: "يُرجى اختيار الوظيفة التي يتعلّق بها سؤالك.",
};
pub const NAME_MISSING: Message = Message {
    key: "nameMissing",
    en: "Enter your name.",
    de: "Bitte geben Sie Ihren Namen ein.",
    ja: "お名前を入力してください。",
    ar: "يُرجى إدخال اسمك.",
};
pub const QUESTION_MISSING: Message = Message {
    key: "questionMissing",
    en: "Write your question about the role.",
    de: "Bitte schreiben Sie Ihre Frage zur Stelle.",
    ja: "この職種についてのご質問を入力してください。",
    ar: "يُرجى كتابة سؤالك عن هذه الوظيفة.",
};
pub const CONSENT_MISSING: Message = Message {
    key: "questionConsentMissing",
    en: "Tick the box to let us keep your question so the hiring team can answer it.",
    de: "Bitte setzen Sie das Häkchen, damit wir Ihre Frage zur Beantwortung durch unser Recruiting-Team aufbewahren dürfen.",
    ja: "採用チームが回答できるよう、ご質問を保管することに同意いただける場合は、チェックボックスをオンにしてください。",
    ar: "يُرجى تحديد المربع للسماح لنا بالاحتفاظ بسؤالك ليتمكّن فريق التوظيف من الإجابة عنه.",
};

pub const ENDPOINT: &str = "/api/questions";
/// Where a plain form post lands after success.
pub const THANKS_PATH: &str = "/careers/question-thanks";
/// The page shown again when the post names no known job (in English; each other language's
/// is under its prefix).
pub const CAREERS_PAGE: &str = "careers/index.html";

/// The pre-rendered question page of the job `slug`, relative to the site's root.
pub fn question_page(slug: &str) -> String {
    format!("careers/{slug}/question/index.html")
}
