//! The contact page shown again after a plain (no-JavaScript) form post that failed: the
//! pre-rendered HTML with every typed value put back, each field's message in its
//! `[data-error-for="<field>"]` element (id `enquiry-<field>-error`), the fields marked
//! `aria-invalid` and described by their message, and a form-level message in
//! `[data-form-status]`. Inline scripts are untouched, so the page's CSP hashes still hold.

use super::rules::{CONTACT_PAGE, ENQUIRY_FIELDS, THANKS_PATH};
use crate::api::form_page::{FormMarkup, FormMessages};
use crate::api::messages::Message;

pub const MARKUP: FormMarkup = FormMarkup {
    page: |state, _, language| state.site.get(&language.file(CONTACT_PAGE)),
    thanks: THANKS_PATH,
    scope: "",
    id_prefix: "enquiry",
    fields: ENQUIRY_FIELDS,
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
    key: "enquiryOneField",
    en: "Please correct the highlighted field and send the form again.",
    de: "Bitte korrigieren Sie das markierte Feld und senden Sie das Formular erneut.",
    ja: "強調表示された項目を修正して、もう一度送信してください。",
    ar: "يُرجى تصحيح الحقل المُشار إليه ثم إرسال النموذج مرة أخرى.",
};
const MANY_FIELDS: Message = Message {
    key: "enquiryManyFields",
    en: "Please correct the highlighted fields and send the form again.",
    de: "Bitte korrigieren Sie die markierten Felder und senden Sie das Formular erneut.",
    ja: "強調表示された各項目を修正して、もう一度送信してください。",
    ar: "يُرجى تصحيح الحقول المُشار إليها ثم إرسال النموذج مرة أخرى.",
};
const RATE_LIMITED: Message = Message {
    key: "enquiryRateLimited",
    en: "You have sent several enquiries in a short time. Please wait {seconds} seconds and send the form again.",
    de: "Sie haben in kurzer Zeit mehrere Anfragen gesendet. Bitte warten Sie {seconds} Sekunden und senden Sie das Formular dann erneut.",
    ja: "短時間に複数のお問い合わせが送信されました。{seconds}秒ほどお待ちいただいてから、もう一度送信してください。",
    ar: "لقد أرسلت عدة استفسارات خلال وقت قصير. يُرجى الانتظار {seconds} ثانية ثم إرسال النموذج مرة أخرى.",
};
const UNAVAILABLE: Message = Message {
    key: "enquiryUnavailable",
    en: "We could not save your enquiry just now. Nothing was lost on your side: please send the form again in a minute.",
    de: "Wir konnten Ihre Anfrage gerade nicht speichern. Ihre Eingaben sind nicht verloren: Bitte senden Sie das Formular in einer Minute erneut.",
    ja: "ただいまお問い合わせを保存できませんでした。入力内容は失われていません。1分ほどしてから、もう一度送信してください。",
    ar: "تعذّر علينا حفظ استفسارك الآن، ولم يُفقد شيء مما أدخلته: يُرجى إرسال النموذج مرة أخرى بعد دقيقة.",
};
const OTHER: Message = Message {
    key: "enquiryOther",
    en: "Your enquiry could not be sent: {error}.",
    de: "Ihre Anfrage konnte nicht gesendet werden: {error}.",
    ja: "お問い合わせを送信できませんでした。{error}。",
    ar: "تعذّر إرسال استفسارك: {error}.",
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::api::form_page;
    use crate::api::messages::{EMAIL_MISSING, FieldError, assert_complete};
    use crate::api::validation::FieldErrors;
    use crate::language::Language;

    const PAGE: &str = r#"<html><head><title>Contact Us</title></head><body><form>
<input name="firstName" id="firstName"><p id="enquiry-firstName-error" data-error-for="firstName"></p>
<input name="email" aria-describedby="email-hint"><p data-error-for="email"></p>
<select name="budget"><option value="" selected>Select…</option><option value="100k+">$100k+</option></select>
<textarea name="message"></textarea><div data-form-status hidden></div></form></body></html>"#;

    #[test]
    fn values_come_back_escaped_and_errors_are_tied_to_fields() {
        let values = [
            ("firstName", "<script>alert(1)</script>\"&amp;"),
            ("budget", "100k+"),
            ("message", "</textarea><b>hi</b>"),
        ]
        .map(|(name, value)| (name, value.to_owned()));
        let errors = FieldErrors::from([("email", FieldError::new(&EMAIL_MISSING))]);
        let html = form_page::render(
            PAGE,
            &MARKUP,
            &values.into(),
            &errors,
            "Please check the fields below.",
            Language::En,
        )
        .expect("renders");
        assert!(html.contains("<title>Error: Contact Us</title>"));
        assert!(!html.contains("<script>alert"), "{html}");
        assert!(html.contains("value=\"&lt;script&gt;alert(1)&lt;/script&gt;&quot;&amp;amp;\""));
        assert!(html.contains("&lt;/textarea&gt;&lt;b&gt;hi&lt;/b&gt;</textarea>"));
        assert!(html.contains(r#"aria-invalid="true""#));
        assert!(html.contains(r#"aria-describedby="email-hint enquiry-email-error""#));
        assert!(html.contains(r#"<p data-error-for="email">Enter your email address.</p>"#));
        assert!(html.contains(r#"<option value="100k+" selected="">"#));
        assert!(!html.contains(r#"<option value="" selected"#));
        assert!(html.contains("<div data-form-status>Please check the fields below.</div>"));
    }

    #[test]
    fn a_german_page_gets_german_messages_and_keeps_its_language() {
        let page = PAGE.replace("<html>", r#"<html lang="de" dir="ltr">"#);
        let errors = FieldErrors::from([("email", FieldError::new(&EMAIL_MISSING))]);
        let html = form_page::render(
            &page,
            &MARKUP,
            &form_page::Values::new(),
            &errors,
            MANY_FIELDS.de,
            Language::De,
        )
        .expect("renders");
        assert!(html.contains(r#"<html lang="de" dir="ltr">"#), "{html}");
        assert!(html.contains("<title>Fehler: Contact Us</title>"), "{html}");
        assert!(
            html.contains(
                r#"<p data-error-for="email">Bitte geben Sie Ihre E-Mail-Adresse ein.</p>"#
            )
        );
        assert!(html.contains(
            "<div data-form-status>Bitte korrigieren Sie die markierten Felder und senden Sie das Formular erneut.</div>"
        ));
    }

    #[test]
    fn an_arabic_page_reads_right_to_left() {
        let errors = FieldErrors::from([("email", FieldError::new(&EMAIL_MISSING))]);
        let html = form_page::render(
            PAGE,
            &MARKUP,
            &form_page::Values::new(),
            &errors,
            "",
            Language::Ar,
        )
        .expect("renders");
        assert!(html.contains(r#"<html lang="ar" dir="rtl">"#), "{html}");
        assert!(html.contains("<title>خطأ: Contact Us</title>"), "{html}");
    }

    #[test]
    fn every_enquiry_message_is_written_in_every_language() {
        let mut all = MARKUP.messages.all();
        all.extend(crate::api::form_schema::browser_messages(
            &super::super::schema::FORM,
        ));
        assert_complete(&all);
    }
}
