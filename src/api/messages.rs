//! What the server says to a visitor, in each of the site's languages: a [`Message`] is one
//! sentence under a stable key (the key the browser's rules files carry, which the web app looks
//! up in its content), written in English, German, Japanese and Arabic. The messages every form
//! shares are here; each feature keeps its own beside its rules (`rules.rs`, `form_page.rs`).
//! Placeholders (`{max}`, `{seconds}`, `{error}`) are the same in every language (a test checks).

use crate::language::Language;

/// One sentence in every language, under its key.
#[derive(Debug, PartialEq, Eq)]
pub struct Message {
    /// Stable, camelCase: the browser's rules files name it, the web content translates it.
    pub key: &'static str,
    pub en: &'static str,
    pub de: &'static str,
    pub ja: &'static str,
    pub ar: &'static str,
}

impl Message {
    pub fn text(&self, language: Language) -> &'static str {
        match language {
            Language::En => self.en,
            Language::De => self.de,
            Language::Ja => self.ja,
            Language::Ar => self.ar,
        }
    }

    /// The placeholders (`{name}`) a sentence uses, sorted.
    #[cfg(test)]
    pub fn placeholders(text: &str) -> Vec<&str> {
        let mut found = Vec::new();
        let mut rest = text;
        while let Some(start) = rest.find('{') {
            let Some(end) = rest[start..].find('}') else {
                break;
            };
            found.push(&rest[start..=start + end]);
            rest = &rest[start + end + 1..];
        }
        found.sort_unstable();
        found
    }
}

/// A field's message: which sentence, and the length it names (`{max}`), if any.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FieldError {
    pub message: &'static Message,
    pub max: Option<usize>,
}

impl FieldError {
    pub const fn new(message: &'static Message) -> Self {
        Self { message, max: None }
    }

    pub const fn with_max(message: &'static Message, max: usize) -> Self {
        Self {
            message,
            max: Some(max),
        }
    }

    /// The sentence in `language`, its `{max}` filled in.
    pub fn text(&self, language: Language) -> String {
        let text = self.message.text(language);
        match self.max {
            Some(max) => text.replace("{max}", &max.to_string()),
            None => text.to_owned(),
        }
    }
}

/// Fails (in tests) when a key repeats, a sentence is empty, or a translation's placeholders
/// differ from the English sentence's.
#[cfg(test)]
pub fn assert_complete(messages: &[&Message]) {
    let mut keys: Vec<&str> = messages.iter().map(|m| m.key).collect();
    keys.sort_unstable();
    let count = keys.len();
    keys.dedup();
    assert_eq!(keys.len(), count, "a message key repeats: {keys:?}");
    for message in messages {
        let english = Message::placeholders(message.en);
        for language in Language::ALL {
            let text = message.text(language);
            assert!(
                !text.trim().is_empty(),
                "{} has no {language:?}",
                message.key
            );
            assert_eq!(
                Message::placeholders(text),
                english,
                "{} in {language:?}: {text}",
                message.key
            );
        }
    }
}

pub const FIRST_NAME_MISSING: Message = Message {
    key: "firstNameMissing",
    en: "Enter your first name.",
    de: "Bitte geben Sie Ihren Vornamen ein.",
    ja: "名を入力してください。",
    ar: "يُرجى إدخال اسمك الأول.",
};
pub const LAST_NAME_MISSING: Message = Message {
    key: "lastNameMissing",
    en: "Enter your last name.",
    de: "Bitte geben Sie Ihren Nachnamen ein.",
    ja: "姓を入力してください。",
    ar: "يُرجى إدخال اسم العائلة.",
};
pub const EMAIL_MISSING: Message = Message {
    key: "emailMissing",
    en: "Enter your email address.",
    de: "Bitte geben Sie Ihre E-Mail-Adresse ein.",
    ja: "メールアドレスを入力してください。",
    ar: "يُرجى إدخال بريدك الإلكتروني.",
};
/// A required field without a message of its own (every form's fields have one).
pub const REQUIRED: Message = Message {
    key: "required",
    en: "Fill in this field.",
    de: "Bitte füllen Sie dieses Feld aus.",
    ja: "この項目を入力してください。",
    ar: "يُرجى تعبئة هذا الحقل.",
};
pub const TOO_LONG: Message = Message {
    key: "tooLong",
    en: "Use at most {max} characters.",
    de: "Bitte verwenden Sie höchstens {max} Zeichen.",
    ja: "{max}文字以内で入力してください。",
    ar: "يُرجى ألّا يتجاوز عدد الأحرف {max}.",
};
pub const BAD_EMAIL: Message = Message {
    key: "badEmail",
    en: "Enter an email address like name@company.com.",
    de: "Bitte geben Sie eine E-Mail-Adresse wie name@firma.de ein.",
    ja: "name@company.com のような形式でメールアドレスを入力してください。",
    ar: "يُرجى إدخال بريد إلكتروني صحيح مثل name@company.com.",
};
pub const BAD_CHOICE: Message = Message {
    key: "badChoice",
    en: "Choose one of the listed options.",
    de: "Bitte wählen Sie eine der aufgeführten Optionen.",
    ja: "表示されている選択肢から選んでください。",
    ar: "يُرجى اختيار أحد الخيارات المعروضة.",
};
pub const CONTROL_CHARACTERS: Message = Message {
    key: "controlCharacters",
    en: "Remove the unsupported characters.",
    de: "Bitte entfernen Sie die nicht unterstützten Zeichen.",
    ja: "使用できない文字を削除してください。",
    ar: "يُرجى حذف الأحرف غير المدعومة.",
};
pub const NOT_TEXT: Message = Message {
    key: "notText",
    en: "This must be text.",
    de: "Hier ist Text erforderlich.",
    ja: "テキストで入力してください。",
    ar: "يجب أن تكون هذه القيمة نصًا.",
};
pub const BAD_URL: Message = Message {
    key: "badUrl",
    en: "Enter a web address starting with https://.",
    de: "Bitte geben Sie eine Webadresse ein, die mit https:// beginnt.",
    ja: "https:// で始まるウェブアドレスを入力してください。",
    ar: "يُرجى إدخال عنوان ويب يبدأ بـ https://.",
};
pub const BAD_SLUG: Message = Message {
    key: "badSlug",
    en: "This position is not recognised.",
    de: "Diese Stelle ist uns nicht bekannt.",
    ja: "この職種は見つかりませんでした。",
    ar: "لم نتعرّف على هذه الوظيفة.",
};

/// Put before the page's title on a form page that failed.
pub const ERROR_TITLE: Message = Message {
    key: "errorTitle",
    en: "Error: ",
    de: "Fehler: ",
    ja: "エラー: ",
    ar: "خطأ: ",
};

/// What went wrong with a request, as a form page's `{error}`: the clause after "could not be
/// sent:" (English uses the error's own sentence, see [`super::error::ApiError::sentence`]).
pub const UNSUPPORTED_MEDIA_TYPE: Message = Message {
    key: "unsupportedMediaType",
    en: "send the body as {accepted}",
    de: "Das Formular kam in einem Format an, das wir nicht lesen ({accepted})",
    ja: "フォームのデータ形式に対応していません（{accepted}）",
    ar: "وصل النموذج بصيغة لا نقرؤها ({accepted})",
};
pub const PAYLOAD_TOO_LARGE: Message = Message {
    key: "payloadTooLarge",
    en: "the body is larger than {limit} bytes",
    de: "Die gesendeten Daten sind größer als {limit} Byte",
    ja: "送信されたデータが{limit}バイトを超えています",
    ar: "البيانات المرسلة أكبر من {limit} بايت",
};
pub const REQUEST_TIMEOUT: Message = Message {
    key: "requestTimeout",
    en: "the body did not arrive in time",
    de: "Die Daten sind nicht rechtzeitig angekommen",
    ja: "データが時間内に届きませんでした",
    ar: "لم تصل البيانات في الوقت المحدد",
};
pub const BAD_REQUEST: Message = Message {
    key: "badRequest",
    en: "the form's data could not be read",
    de: "Die Formulardaten konnten nicht gelesen werden",
    ja: "フォームのデータを読み取れませんでした",
    ar: "تعذّرت قراءة بيانات النموذج",
};
pub const FOREIGN_ORIGIN: Message = Message {
    key: "foreignOrigin",
    en: "requests from another site are not accepted",
    de: "Anfragen von einer anderen Website nehmen wir nicht an",
    ja: "他のサイトからの送信は受け付けていません",
    ar: "لا نقبل الطلبات المرسلة من موقع آخر",
};
pub const RATE_LIMITED: Message = Message {
    key: "rateLimited",
    en: "too many submissions; try again in {seconds} seconds",
    de: "Zu viele Sendungen in kurzer Zeit; bitte versuchen Sie es in {seconds} Sekunden erneut",
    ja: "短時間に送信が集中しています。{seconds}秒後にもう一度お試しください",
    ar: "عدد كبير من الإرسالات خلال وقت قصير؛ يُرجى المحاولة مجددًا بعد {seconds} ثانية",
};
pub const UNAVAILABLE: Message = Message {
    key: "unavailable",
    en: "the service is temporarily unavailable; try again shortly",
    de: "Der Dienst ist vorübergehend nicht erreichbar; bitte versuchen Sie es gleich noch einmal",
    ja: "一時的にサービスをご利用いただけません。しばらくしてからもう一度お試しください",
    ar: "الخدمة غير متاحة مؤقتًا؛ يُرجى المحاولة مجددًا بعد قليل",
};

/// Every message above, for the completeness test.
#[cfg(test)]
pub const ALL: &[&Message] = &[
    &FIRST_NAME_MISSING,
    &LAST_NAME_MISSING,
    &EMAIL_MISSING,
    &REQUIRED,
    &TOO_LONG,
    &BAD_EMAIL,
    &BAD_CHOICE,
    &CONTROL_CHARACTERS,
    &NOT_TEXT,
    &BAD_URL,
    &BAD_SLUG,
    &ERROR_TITLE,
    &UNSUPPORTED_MEDIA_TYPE,
    &PAYLOAD_TOO_LARGE,
    &REQUEST_TIMEOUT,
    &BAD_REQUEST,
    &FOREIGN_ORIGIN,
    &RATE_LIMITED,
    &UNAVAILABLE,
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_shared_message_is_written_in_every_language() {
        assert_complete(ALL);
    }

    #[test]
    fn a_field_error_fills_in_its_length() {
        let error = FieldError::with_max(&TOO_LONG, 100);
        assert_eq!(error.text(Language::En), "Use at most 100 characters.");
        assert_eq!(
            error.text(Language::De),
            "Bitte verwenden Sie höchstens 100 Zeichen."
        );
        assert_eq!(FieldError::new(&BAD_EMAIL).text(Language::Ja), BAD_EMAIL.ja);
    }
}
