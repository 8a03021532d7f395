//! The job's page shown again after a plain (no-JavaScript) form post that failed. The contract
//! with the page's markup mirrors the contact form's:
//!
//! - the form is `<form id="application-form">`, posting `multipart/form-data` to
//!   `/api/applications`; only elements inside it are touched;
//! - each field is the `input`, `textarea` or `select` with its `name` (`jobSlug`, `firstName`,
//!   `lastName`, `email`, `phone`, `location`, `profileUrl`, `coverNote`, `consent` a checkbox,
//!   `cv` a file input, `website` the honeypot);
//! - each field's message goes into its `[data-error-for="<name>"]` element, whose id is
//!   `application-<name>-error` (fields are marked `aria-invalid` and described by it);
//! - the form-level message goes into its `[data-form-status]` element;
//! - typed values come back; the file must be chosen again (browsers allow nothing else).

use std::sync::Arc;

use super::rules::{APPLICATION_FIELDS, CAREERS_PAGE, JOB_SLUG, THANKS_PATH, job_page};
use crate::api::form_page::{FormMarkup, FormMessages, Values};
use crate::api::messages::Message;
use crate::api::validation::check;
use crate::language::Language;
use crate::state::AppState;
use crate::static_files::StaticFile;

pub const MARKUP: FormMarkup = FormMarkup {
    page,
    thanks: THANKS_PATH,
    scope: "#application-form",
    id_prefix: "application",
    fields: APPLICATION_FIELDS,
    messages: FormMessages {
        one_field: &ONE_FIELD,
        many_fields: &MANY_FIELDS,
        rate_limited: &RATE_LIMITED,
        too_large: Some(&TOO_LARGE),
        unavailable: &UNAVAILABLE,
        other: &OTHER,
    },
};

const ONE_FIELD: Message = Message {
    key: "applicationOneField",
    en: "Please correct the highlighted field and send your application again. Choose your CV file again too.",
    de: "Bitte korrigieren Sie das markierte Feld und senden Sie Ihre Bewerbung erneut. Wählen Sie dabei auch Ihren Lebenslauf noch einmal aus.",
    ja: "強調表示された項目を修正して、応募書類をもう一度送信してください。履歴書のファイルも選び直してください。",
    ar: "يُرجى تصحيح الحقل المُشار إليه ثم إرسال طلبك مرة أخرى، مع اختيار ملف سيرتك الذاتية من جديد.",
};
const MANY_FIELDS: Message = Message {
    key: "applicationManyFields",
    en: "Please correct the highlighted fields and send your application again. Choose your CV file again too.",
    de: "Bitte korrigieren Sie die markierten Felder und senden Sie Ihre Bewerbung erneut. Wählen Sie dabei auch Ihren Lebenslauf noch einmal aus.",
    ja: "強調表示された各項目を修正して、応募書類をもう一度送信してください。履歴書のファイルも選び直してください。",
    ar: "يُرجى تصحيح الحقول المُشار إليها ثم إرسال طلبك مرة أخرى، مع اختيار ملف سيرتك الذاتية من جديد.",
};
const RATE_LIMITED: Message = Message {
    key: "applicationRateLimited",
    en: "You have sent several applications in a short time. Please wait {seconds} seconds and send the form again.",
    de: "Sie haben in kurzer Zeit mehrere Bewerbungen gesendet. Bitte warten Sie {seconds} Sekunden und senden Sie das Formular dann erneut.",
    ja: "短時間に複数の応募が送信されました。{seconds}秒ほどお待ちいただいてから、もう一度送信してください。",
    ar: "لقد أرسلت عدة طلبات خلال وقت قصير. يُرجى الانتظار {seconds} ثانية ثم إرسال النموذج مرة أخرى.",
};
const TOO_LARGE: Message = Message {
    key: "applicationTooLarge",
    en: "Your CV is larger than 5 MB. Please choose a smaller PDF or .docx file and send the form again.",
    de: "Ihr Lebenslauf ist größer als 5 MB. Bitte wählen Sie eine kleinere PDF- oder .docx-Datei und senden Sie das Formular erneut.",
    ja: "履歴書のファイルが5 MBを超えています。より小さいPDFまたは.docxファイルを選んで、もう一度送信してください。",
    ar: "حجم سيرتك الذاتية أكبر من 5 ميغابايت. يُرجى اختيار ملف PDF أو ‎.docx أصغر ثم إرسال النموذج مرة أخرى.",
};
const UNAVAILABLE: Message = Message {
    key: "applicationUnavailable",
    en: "We could not save your application just now. Nothing was kept: please send the form again in a minute.",
    de: "Wir konnten Ihre Bewerbung gerade nicht speichern. Es wurde nichts aufbewahrt: Bitte senden Sie das Formular in einer Minute erneut.",
    ja: "ただいま応募内容を保存できませんでした。何も保存されていません。1分ほどしてから、もう一度送信してください。",
    ar: "تعذّر علينا حفظ طلبك الآن، ولم يُحفظ أي شيء: يُرجى إرسال النموذج مرة أخرى بعد دقيقة.",
};
const OTHER: Message = Message {
    key: "applicationOther",
    en: "Your application could not be sent: {error}.",
    de: "Ihre Bewerbung konnte nicht gesendet werden: {error}.",
    ja: "応募を送信できませんでした。{error}。",
    ar: "تعذّر إرسال طلبك: {error}.",
};

/// The job's page in `language`, or that language's careers page when the post names no known
/// job.
fn page(state: &AppState, values: &Values, language: Language) -> Option<Arc<StaticFile>> {
    let slug = values.get(JOB_SLUG.name).map_or("", |s| s.trim());
    check(&JOB_SLUG, slug)
        .is_none()
        .then(|| state.site.get(&language.file(&job_page(slug))))
        .flatten()
        .or_else(|| state.site.get(&language.file(CAREERS_PAGE)))
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;
    use crate::api::form_page;
    use crate::api::messages::{BAD_EMAIL, FieldError, assert_complete};
    use crate::api::validation::FieldErrors;

    const PAGE: &str = r#"<html><head><title>Designer</title></head><body>
<form id="newsletter"><input name="email"><p data-error-for="email"></p></form>
<form id="application-form"><div data-form-status hidden></div>
<input name="email" id="application-email"><p id="application-email-error" data-error-for="email" hidden></p>
<input type="checkbox" name="consent"><textarea name="coverNote"></textarea></form></body></html>"#;

    #[test]
    fn only_the_application_form_is_filled_in() {
        let mut values = BTreeMap::new();
        values.insert("email", "asha@x".to_owned());
        values.insert("consent", "on".to_owned());
        values.insert("coverNote", "Hello <b>".to_owned());
        let mut errors = FieldErrors::new();
        errors.insert("email", FieldError::new(&BAD_EMAIL));
        let html = form_page::render(
            PAGE,
            &MARKUP,
            &values,
            &errors,
            "Please check.",
            Language::En,
        )
        .expect("renders");
        assert!(
            html.contains(
                r#"<form id="newsletter"><input name="email"><p data-error-for="email"></p>"#
            ),
            "{html}"
        );
        assert!(html.contains(r#"<input name="email" id="application-email" value="asha@x" aria-invalid="true" aria-describedby="application-email-error">"#), "{html}");
        assert!(html.contains(
            r#"data-error-for="email">Enter an email address like name@company.com.</p>"#
        ));
        assert!(
            html.contains(r#"<input type="checkbox" name="consent" checked>"#)
                || html.contains(r#"name="consent" checked="""#),
            "{html}"
        );
        assert!(html.contains("Hello &lt;b&gt;</textarea>"));
        assert!(html.contains("<div data-form-status>Please check.</div>"));
    }

    #[test]
    fn a_japanese_cv_message_goes_to_the_file_input() {
        let mut errors = FieldErrors::new();
        errors.insert("cv", FieldError::new(&super::super::rules::MESSAGE_CV_TYPE));
        let page = PAGE.replace(
            r#"<textarea name="coverNote">"#,
            r#"<input type="file" name="cv"><p data-error-for="cv" hidden></p><textarea name="coverNote">"#,
        );
        let html = form_page::render(&page, &MARKUP, &BTreeMap::new(), &errors, "", Language::Ja)
            .expect("renders");
        assert!(
            html.contains(&format!(
                r#"<p data-error-for="cv">{}</p>"#,
                super::super::rules::MESSAGE_CV_TYPE.ja
            )),
            "{html}"
        );
    }

    #[test]
    fn every_application_message_is_written_in_every_language() {
        let mut all = MARKUP.messages.all();
        all.extend(crate::api::form_schema::browser_messages(
            &super::super::schema::FORM,
        ));
        all.push(&super::super::rules::MESSAGE_CV_UNSAFE);
        assert_complete(&all);
    }
}
