//! The job's question page shown again after a plain (no-JavaScript) form post that failed. The
//! contract with the page's markup mirrors the application form's:
//!
//! - the form is `<form id="question-form">`, posting to `/api/questions`; only elements inside
//!   it are touched;
//! - each field is the `input` or `textarea` with its `name` (`jobSlug`, `name`, `email`,
//!   `question`, `consent` a checkbox, `website` the honeypot);
//! - each field's message goes into its `[data-error-for="<name>"]` element, whose id is
//!   `question-<name>-error` (fields are marked `aria-invalid` and described by it);
//! - the form-level message goes into its `[data-form-status]` element.

use std::sync::Arc;

use super::rules::{CAREERS_PAGE, JOB_SLUG, QUESTION_FIELDS, THANKS_PATH, question_page};
use crate::api::form_page::{FormMarkup, FormMessages, Values};
use crate::api::messages::Message;
use crate::api::validation::check;
use crate::language::Language;
use crate::state::AppState;
use crate::static_files::StaticFile;

pub const MARKUP: FormMarkup = FormMarkup {
    page,
    thanks: THANKS_PATH,
    scope: "#question-form",
    id_prefix: "question",
    fields: QUESTION_FIELDS,
    messages: FormMessages {
        one_field: &ONE_FIELD,
        many_fields: &MANY_FIELDS,
        rate_limited: &RATE_LIMITED,
        too_large: None,
        unavailable: &UNAVAILABLE,
        other: &OTHER,
    },
};

const ONE_FIELD: Message = Message {
    key: "questionOneField",
    en: "Please correct the highlighted field and send your question again.",
    de: "Bitte korrigieren Sie das markierte Feld und senden Sie Ihre Frage erneut.",
    ja: "強調表示された項目を修正して、ご質問をもう一度送信してください。",
    ar: "يُرجى تصحيح الحقل المُشار إليه ثم إرسال سؤالك مرة أخرى.",
};
const MANY_FIELDS: Message = Message {
    key: "questionManyFields",
    en: "Please correct the highlighted fields and send your question again.",
    de: "Bitte korrigieren Sie die markierten Felder und senden Sie Ihre Frage erneut.",
    ja: "強調表示された各項目を修正して、ご質問をもう一度送信してください。",
    ar: "يُرجى تصحيح الحقول المُشار إليها ثم إرسال سؤالك مرة أخرى.",
};
const RATE_LIMITED: Message = Message {
    key: "questionRateLimited",
    en: "You have sent several questions in a short time. Please wait {seconds} seconds and send the form again.",
    de: "Sie haben in kurzer Zeit mehrere Fragen gesendet. Bitte warten Sie {seconds} Sekunden und senden Sie das Formular dann erneut.",
    ja: "短時間に複数のご質問が送信されました。{seconds}秒ほどお待ちいただいてから、もう一度送信してください。",
    ar: "لقد أرسلت عدة أسئلة خلال وقت قصير. يُرجى الانتظار {seconds} ثانية ثم إرسال النموذج مرة أخرى.",
};
const UNAVAILABLE: Message = Message {
    key: "questionUnavailable",
    en: "We could not save your question just now. Nothing was lost on your side: please send the form again in a minute.",
    de: "Wir konnten Ihre Frage gerade nicht speichern. Ihre Eingaben sind nicht verloren: Bitte senden Sie das Formular in einer Minute erneut.",
    ja: "ただいまご質問を保存できませんでした。入力内容は失われていません。1分ほどしてから、もう一度送信してください。",
    ar: "تعذّر علينا حفظ سؤالك الآن، ولم يُفقد شيء مما أدخلته: يُرجى إرسال النموذج مرة أخرى بعد دقيقة.",
};
const OTHER: Message = Message {
    key: "questionOther",
    en: "Your question could not be sent: {error}.",
    de: "Ihre Frage konnte nicht gesendet werden: {error}.",
    ja: "ご質問を送信できませんでした。{error}。",
    ar: "تعذّر إرسال سؤالك: {error}.",
};

/// The job's question page in `language`, or that language's careers page when the post
/// names no known job.
fn page(state: &AppState, values: &Values, language: Language) -> Option<Arc<StaticFile>> {
    let slug = values.get(JOB_SLUG.name).map_or("", |s| s.trim());
    check(&JOB_SLUG, slug)
        .is_none()
        .then(|| state.site.get(&language.file(&question_page(slug))))
        .flatten()
        .or_else(|| state.site.get(&language.file(CAREERS_PAGE)))
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;
    use crate::api::form_page;
    use crate::api::messages::{FieldError, assert_complete};
    use crate::api::validation::FieldErrors;

    const PAGE: &str = r#"<html><head><title>Question</title></head><body>
<form id="search"><input name="name"></form>
<form id="question-form"><div data-form-status hidden></div>
<input name="name" id="question-name"><p id="question-name-error" data-error-for="name" hidden></p>
<textarea name="question"></textarea><input type="checkbox" name="consent"></form></body></html>"#;

    #[test]
    fn only_the_question_form_is_filled_in_in_the_visitors_language() {
        let mut values = BTreeMap::new();
        values.insert("question", "Remote <ok>?".to_owned());
        values.insert("consent", "on".to_owned());
        let errors =
            FieldErrors::from([("name", FieldError::new(&super::super::rules::NAME_MISSING))]);
        let html = form_page::render(PAGE, &MARKUP, &values, &errors, ONE_FIELD.de, Language::De)
            .expect("renders");
        assert!(
            html.contains(r#"<form id="search"><input name="name"></form>"#),
            "{html}"
        );
        assert!(
            html.contains("Bitte geben Sie Ihren Namen ein.</p>"),
            "{html}"
        );
        assert!(html.contains("Remote &lt;ok&gt;?</textarea>"), "{html}");
        assert!(html.contains(r#"<html lang="de" dir="ltr">"#), "{html}");
    }

    #[test]
    fn every_question_message_is_written_in_every_language() {
        let mut all = MARKUP.messages.all();
        all.extend(crate::api::form_schema::browser_messages(
            &super::super::schema::FORM,
        ));
        assert_complete(&all);
    }
}
