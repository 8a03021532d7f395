//! The application form's fields and limits: the one source of truth. The server validates with
//! them, the OpenAPI schema is built from them, and the browser's rules file
//! (`web/app/generated/application-rules.ts`) is generated from them (a test fails on drift).

use crate::api::messages::Message;
use crate::api::validation::{EMAIL, FIRST_NAME, FieldKind, FieldRule, LAST_NAME};

/// The position applied for; also picks the page a failed form post is shown on.
pub const JOB_SLUG: FieldRule = FieldRule {
    name: "jobSlug",
    required: true,
    max_chars: 100,
    kind: FieldKind::Slug,
    missing: Some(&JOB_SLUG_MISSING),
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
        missing: None,
    },
    FieldRule {
        name: "location",
        required: true,
        max_chars: 200,
        kind: FieldKind::Line,
        missing: Some(&LOCATION_MISSING),
    },
    FieldRule {
        name: "profileUrl",
        required: false,
        max_chars: 500,
        kind: FieldKind::Url,
        missing: None,
    },
    FieldRule {
        name: "coverNote",
        required: true,
        max_chars: 5000,
        kind: FieldKind::Text,
        missing: Some(&COVER_NOTE_MISSING),
    },
    FieldRule {
        name: "consent",
        required: true,
        max_chars: 10,
        kind: FieldKind::Consent,
        missing: Some(&CONSENT_MISSING),
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

pub const JOB_SLUG_MISSING: Message = Message {
    key: "jobSlugMissing",
    en: "Choose the position you are applying for.",
    de: "Bitte wählen Sie die Stelle, auf die Sie sich bewerben.",
    ja: "応募する職種を選んでください。",
    ar: "يُرجى اختيار الوظيفة التي تتقدّم إليها.",
};
pub const LOCATION_MISSING: Message = Message {
    key: "locationMissing",
    en: "Tell us where you are based.",
    de: "Bitte geben Sie Ihren Wohnort an.",
    ja: "お住まいの地域を入力してください。",
    ar: "يُرجى إخبارنا بمكان إقامتك.",
};
pub const COVER_NOTE_MISSING: Message = Message {
    key: "coverNoteMissing",
    en: "Tell us a little about yourself and why this role.",
    de: "Bitte erzählen Sie uns kurz von sich und warum Sie diese Stelle reizt.",
    ja: "ご自身のことと、この職種を志望する理由を簡単にお聞かせください。",
    ar: "يُرجى إخبارنا بنبذة عنك وعن سبب اهتمامك بهذه الوظيفة.",
};
pub const CONSENT_MISSING: Message = Message {
    key: "consentMissing",
    en: "Tick the box to let us keep your application for the hiring process.",
    de: "Bitte setzen Sie das Häkchen, damit wir Ihre Bewerbung für das Auswahlverfahren aufbewahren dürfen.",
    ja: "選考のために応募内容を保管することに同意いただける場合は、チェックボックスをオンにしてください。",
    ar: "يُرجى تحديد المربع للسماح لنا بالاحتفاظ بطلبك خلال عملية التوظيف.",
};
pub const MESSAGE_CV_MISSING: Message = Message {
    key: "cvMissing",
    en: "Choose your CV: a PDF or Word (.docx) file of up to 5 MB.",
    de: "Bitte wählen Sie Ihren Lebenslauf aus: eine PDF- oder Word-Datei (.docx) mit höchstens 5 MB.",
    ja: "履歴書を選んでください（PDFまたはWord（.docx）形式、5 MBまで）。",
    ar: "يُرجى اختيار سيرتك الذاتية: ملف PDF أو Word ‏(.docx) لا يتجاوز حجمه 5 ميغابايت.",
};
pub const MESSAGE_CV_EMPTY: Message = Message {
    key: "cvEmpty",
    en: "The chosen file is empty. Choose your CV again.",
    de: "Die gewählte Datei ist leer. Bitte wählen Sie Ihren Lebenslauf erneut aus.",
    ja: "選択したファイルは空です。履歴書をもう一度選んでください。",
    ar: "الملف المختار فارغ. يُرجى اختيار سيرتك الذاتية مرة أخرى.",
};
pub const MESSAGE_CV_TOO_LARGE: Message = Message {
    key: "cvTooLarge",
    en: "The file is larger than 5 MB. Choose a smaller file.",
    de: "Die Datei ist größer als 5 MB. Bitte wählen Sie eine kleinere Datei.",
    ja: "ファイルが5 MBを超えています。より小さいファイルを選んでください。",
    ar: "حجم الملف أكبر من 5 ميغابايت. يُرجى اختيار ملف أصغر.",
};
pub const MESSAGE_CV_TYPE: Message = Message {
    key: "cvType",
    en: "Upload a PDF or Word (.docx) document.",
    de: "Bitte laden Sie ein PDF- oder Word-Dokument (.docx) hoch.",
    ja: "PDFまたはWord（.docx）形式の文書をアップロードしてください。",
    ar: "يُرجى رفع مستند PDF أو Word ‏(.docx).",
};
pub const MESSAGE_CV_UNSAFE: Message = Message {
    key: "cvUnsafe",
    en: "This file could not be accepted. Save it again as a plain PDF or .docx and upload that.",
    de: "Diese Datei können wir nicht annehmen. Bitte speichern Sie sie erneut als einfache PDF- oder .docx-Datei und laden Sie diese hoch.",
    ja: "このファイルは受け付けられません。通常のPDFまたは.docx形式で保存し直してから、アップロードしてください。",
    ar: "تعذّر قبول هذا الملف. يُرجى حفظه من جديد بصيغة PDF أو ‎.docx عادية ثم رفعه.",
};

pub const ENDPOINT: &str = "/api/applications";
/// Where a plain form post lands after success.
pub const THANKS_PATH: &str = "/careers/thanks";
/// The page shown again when the post names no known job (in English; each other language's
/// is under its prefix).
pub const CAREERS_PAGE: &str = "careers/index.html";

/// The pre-rendered page of the job `slug`, relative to the site's root.
pub fn job_page(slug: &str) -> String {
    format!("careers/{slug}/index.html")
}
