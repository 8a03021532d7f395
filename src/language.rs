//! The site's languages (English at the root, German, Japanese and Arabic under `/<code>/`):
//! what the forms, the stored submissions and the team's e-mails know of them, and how a request
//! says which one it is in: the form's `language`
//! field (`en`, `de`, `ja`, `ar`; anything else, or none, is English), or, when the body was
//! never read (a refusal before it), the language prefix of the page that posted it (`Referer`).
//! English pages live at the site's root, the others under `/<code>/` with the same slugs.

use axum::http::{HeaderMap, header};

/// The form field that carries the page's language.
pub const LANGUAGE_FIELD: &str = "language";

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Language {
    #[default]
    En,
    De,
    Ja,
    Ar,
}

impl Language {
    /// Every language, English (the default) first.
    pub const ALL: [Language; 4] = [Language::En, Language::De, Language::Ja, Language::Ar];

    /// The code a form posts and the site's paths use (`de`).
    pub fn code(self) -> &'static str {
        match self {
            Language::En => "en",
            Language::De => "de",
            Language::Ja => "ja",
            Language::Ar => "ar",
        }
    }

    /// The language's English name, for the team's own e-mails ("German").
    pub fn english_name(self) -> &'static str {
        match self {
            Language::En => "English",
            Language::De => "German",
            Language::Ja => "Japanese",
            Language::Ar => "Arabic",
        }
    }

    /// `German (de)`: how the team's e-mails and webhooks name it.
    pub fn label(self) -> String {
        format!("{} ({})", self.english_name(), self.code())
    }

    /// The writing direction of its pages.
    pub fn dir(self) -> &'static str {
        match self {
            Language::Ar => "rtl",
            _ => "ltr",
        }
    }

    /// A posted value: a known code (letter case and white space ignored), else English.
    pub fn from_field(value: &str) -> Self {
        Self::from_code(value.trim()).unwrap_or_default()
    }

    /// A known code exactly as the site writes it (`de`), else `None`.
    pub fn from_code(code: &str) -> Option<Self> {
        Self::ALL
            .into_iter()
            .find(|language| language.code().eq_ignore_ascii_case(code))
    }

    /// The language a site path is in: its first segment when that names a language other
    /// than English (`/de/contact` → German), else English.
    pub fn of_path(path: &str) -> Self {
        let first = path
            .trim_start_matches('/')
            .split(['/', '?', '#'])
            .next()
            .unwrap_or_default();
        Self::ALL
            .into_iter()
            .find(|language| *language != Language::En && language.code() == first)
            .unwrap_or_default()
    }

    /// The language of the page that sent the request, by its `Referer`'s path; English when
    /// there is none. Only for requests whose body (and its `language` field) was not read.
    pub fn of_referer(headers: &HeaderMap) -> Self {
        headers
            .get(header::REFERER)
            .and_then(|value| value.to_str().ok())
            .and_then(|value| url::Url::parse(value).ok())
            .map_or_else(Self::default, |url| Self::of_path(url.path()))
    }

    /// A site path in this language: `/contact` → `/de/contact` (English keeps it).
    pub fn path(self, path: &str) -> String {
        match self {
            Language::En => path.to_owned(),
            other => format!("/{}{path}", other.code()),
        }
    }

    /// A pre-rendered file of the site in this language: `contact/index.html` →
    /// `de/contact/index.html` (English keeps it).
    pub fn file(self, file: &str) -> String {
        match self {
            Language::En => file.to_owned(),
            other => format!("{}/{file}", other.code()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    #[test]
    fn unknown_or_absent_values_are_english() {
        assert_eq!(Language::from_field("de"), Language::De);
        assert_eq!(Language::from_field(" AR "), Language::Ar);
        assert_eq!(Language::from_field("fr"), Language::En);
        assert_eq!(Language::from_field(""), Language::En);
        assert_eq!(Language::from_field("de-DE"), Language::En);
    }

    #[test]
    fn paths_and_referers_name_their_language() {
        assert_eq!(Language::of_path("/de/contact"), Language::De);
        assert_eq!(Language::of_path("/ja"), Language::Ja);
        assert_eq!(Language::of_path("/en/contact"), Language::En);
        assert_eq!(Language::of_path("/design/contact"), Language::En);
        assert_eq!(Language::of_path("/"), Language::En);
        let mut headers = HeaderMap::new();
        assert_eq!(Language::of_referer(&headers), Language::En);
        headers.insert(
            header::REFERER,
            HeaderValue::from_static("https://www.kaveri-digital.example/ar/careers/designer"),
        );
        assert_eq!(Language::of_referer(&headers), Language::Ar);
        assert_eq!(Language::Ar.path("/contact/thanks"), "/ar/contact/thanks");
        assert_eq!(Language::En.path("/contact/thanks"), "/contact/thanks");
        assert_eq!(
            Language::Ja.file("contact/index.html"),
            "ja/contact/index.html"
        );
        assert_eq!(Language::De.label(), "German (de)");
    }
}
