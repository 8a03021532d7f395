//! What a user agent says, reduced to families (the string itself is never stored): a bot or
//! not (the `isbot` crate's maintained pattern list, and `woothee`'s crawler category), the
//! browser and OS family and the device class (`woothee`).

use std::collections::HashMap;
use std::sync::{LazyLock, Mutex};

/// What a user agent was found to be, kept for the next event with the same string: a few
/// hundred strings make most of a site's traffic, and reading one runs dozens of expressions.
static SEEN: LazyLock<Mutex<HashMap<String, Option<Agent>>>> =
    LazyLock::new(|| Mutex::new(HashMap::new()));
/// Past this many strings the memory starts again (a flood of made-up agents cannot grow it).
const SEEN_AT_MOST: usize = 2_000;

static BOTS: LazyLock<isbot::Bots> = LazyLock::new(isbot::Bots::default);
static PARSER: LazyLock<woothee::parser::Parser> = LazyLock::new(woothee::parser::Parser::new);

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Agent {
    pub browser: String,
    pub os: String,
    /// `desktop`, `phone`, `tablet` or `other`.
    pub device: &'static str,
}

/// The visitor's browser family, OS family and device class, or `None` for a bot.
pub fn visitor(user_agent: &str) -> Option<Agent> {
    let mut seen = SEEN
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    if let Some(known) = seen.get(user_agent) {
        return known.clone();
    }
    let found = (!is_bot(user_agent)).then(|| classify(user_agent));
    if seen.len() >= SEEN_AT_MOST {
        seen.clear();
    }
    seen.insert(user_agent.to_owned(), found.clone());
    found
}

/// A bot, a crawler, a headless browser, or no user agent at all.
pub fn is_bot(user_agent: &str) -> bool {
    let user_agent = user_agent.trim();
    user_agent.is_empty()
        || BOTS.is_bot(user_agent)
        || PARSER
            .parse(user_agent)
            .is_some_and(|r| r.category == "crawler")
}

pub fn classify(user_agent: &str) -> Agent {
    let unknown = |value: &str| value.is_empty() || value == woothee::woothee::VALUE_UNKNOWN;
    let Some(result) = PARSER.parse(user_agent) else {
        return Agent {
            browser: "Other".to_owned(),
            os: "Other".to_owned(),
            device: "other",
        };
    };
    let browser = if unknown(result.name) {
        "Other".to_owned()
    } else {
        result.name.to_owned()
    };
    let os = match result.os {
        os if unknown(os) => "Other",
        os if os.starts_with("Windows") => "Windows",
        "Mac OSX" | "Mac OS" => "macOS",
        "iPhone" | "iPad" | "iPod" | "iOS" => "iOS",
        os => os,
    }
    .to_owned();
    let tablet = user_agent.contains("iPad")
        || (user_agent.contains("Android") && !user_agent.contains("Mobile"));
    let device = match result.category {
        "pc" => "desktop",
        "smartphone" if tablet => "tablet",
        "smartphone" | "mobilephone" => "phone",
        _ => "other",
    };
    Agent {
        browser,
        os,
        device,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const CHROME_WINDOWS: &str = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 \
        (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
    const SAFARI_IPHONE: &str = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) \
        AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
    const ANDROID_TABLET: &str = "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 \
        (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
    const FIREFOX_MAC: &str =
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0";

    #[test]
    fn browsers_become_families_and_device_classes() {
        assert_eq!(
            classify(CHROME_WINDOWS),
            Agent {
                browser: "Chrome".into(),
                os: "Windows".into(),
                device: "desktop"
            }
        );
        let iphone = classify(SAFARI_IPHONE);
        assert_eq!(
            (iphone.browser.as_str(), iphone.os.as_str(), iphone.device),
            ("Safari", "iOS", "phone")
        );
        assert_eq!(classify(ANDROID_TABLET).device, "tablet");
        let mac = classify(FIREFOX_MAC);
        assert_eq!(
            (mac.browser.as_str(), mac.os.as_str()),
            ("Firefox", "macOS")
        );
    }

    #[test]
    fn bots_and_headless_browsers_are_not_visitors() {
        for bot in [
            "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
            "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) \
             HeadlessChrome/131.0.0.0 Safari/537.36",
            "curl/8.5.0",
            "python-requests/2.32.3",
            "",
            "   ",
        ] {
            assert!(is_bot(bot), "{bot:?}");
        }
        for person in [CHROME_WINDOWS, SAFARI_IPHONE, ANDROID_TABLET, FIREFOX_MAC] {
            assert!(!is_bot(person), "{person}");
            assert_eq!(visitor(person), Some(classify(person)));
            assert_eq!(visitor(person), Some(classify(person)), "remembered");
        }
        assert_eq!(visitor("curl/8.5.0"), None);
        assert_eq!(visitor("curl/8.5.0"), None, "remembered");
    }
}
