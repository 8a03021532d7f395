//! Secrets out of messages: a URL from the configuration (`DATABASE_URL`, `SMTP_URL`, the webhook
//! URLs, `OBJECT_STORE_URL`) may carry a password, or a token in its query, and an error or a log
//! line that shows it would put the secret in the operator's logs and terminal history.

/// What a hidden part reads as.
const HIDDEN: &str = "***";

/// `url` fit to print: the password and every query value replaced with `***` (the user name,
/// host, port and path stay, so the message still says where). Text that is not a URL but has
/// `user:password@` before a host is redacted the same way.
pub fn url(url: &str) -> String {
    let (scheme, rest) = match url.find("://") {
        Some(at) => url.split_at(at + 3),
        None => match url.split_once(':') {
            // `sqlite:path`, `mailto:…`: nothing before an `@` to hide unless it has one.
            Some((scheme, _)) if !url.contains('@') => return hide_query(url, scheme.len()),
            _ => ("", url),
        },
    };
    let authority_end = rest.find(['/', '?', '#']).unwrap_or(rest.len());
    let (authority, tail) = rest.split_at(authority_end);
    let authority = match authority.rsplit_once('@') {
        Some((userinfo, host)) => match userinfo.split_once(':') {
            Some((user, _password)) => format!("{user}:{HIDDEN}@{host}"),
            None => format!("{userinfo}@{host}"),
        },
        None => authority.to_owned(),
    };
    let joined = format!("{scheme}{authority}{tail}");
    let path_start = scheme.len() + authority.len();
    hide_query(&joined, path_start)
}

/// Every URL in `text` (a `scheme://…` up to a space, a quote or a closing bracket) passed
/// through [`url`]: for messages that may quote one, such as a driver's error.
pub fn urls_in(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("://") {
        let start = rest[..at]
            .char_indices()
            .rev()
            .find(|(_, c)| !(c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.')))
            .map_or(0, |(i, c)| i + c.len_utf8());
        let end = rest[at..]
            .find(|c: char| c.is_whitespace() || matches!(c, '"' | '\'' | ')' | '>' | ']' | '`'))
            .map_or(rest.len(), |i| at + i);
        out.push_str(&rest[..start]);
        out.push_str(&url(&rest[start..end]));
        rest = &rest[end..];
    }
    out.push_str(rest);
    out
}

/// `text` with the value of each query parameter after `from` hidden (names stay: they say
/// what was set, not to what).
fn hide_query(text: &str, from: usize) -> String {
    let Some(question) = text[from..].find('?').map(|i| from + i) else {
        return text.to_owned();
    };
    let (head, query) = text.split_at(question + 1);
    let (query, fragment) = match query.split_once('#') {
        Some((query, fragment)) => (query, Some(fragment)),
        None => (query, None),
    };
    let hidden: Vec<String> = query
        .split('&')
        .map(|pair| match pair.split_once('=') {
            Some((name, value)) if !value.is_empty() => format!("{name}={HIDDEN}"),
            _ => pair.to_owned(),
        })
        .collect();
    let mut out = format!("{head}{}", hidden.join("&"));
    if let Some(fragment) = fragment {
        out.push('#');
        out.push_str(fragment);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_password_is_hidden_and_the_rest_still_says_where() {
        assert_eq!(
            url("postgres://app:s3cret@db.internal:5432/site"),
            "postgres://app:***@db.internal:5432/site"
        );
        assert_eq!(
            url("mysql://user:s3cret@host/db"),
            "mysql://user:***@host/db"
        );
        assert_eq!(
            url("smtps://mailer:p%40ss@smtp.example:465"),
            "smtps://mailer:***@smtp.example:465"
        );
        // A password holding `@` or `/`-free junk: everything up to the last `@` is userinfo.
        assert_eq!(url("postgres://u:a@b@host/db"), "postgres://u:***@host/db");
    }

    #[test]
    fn query_values_are_hidden_but_not_their_names() {
        assert_eq!(
            url("https://hooks.example/in?token=abc&x=1#frag"),
            "https://hooks.example/in?token=***&x=***#frag"
        );
        assert_eq!(
            url("smtp://relay:587?tls=required"),
            "smtp://relay:587?tls=***"
        );
        assert_eq!(
            url("sqlite:data/site.db?mode=rwc"),
            "sqlite:data/site.db?mode=***"
        );
    }

    #[test]
    fn urls_without_secrets_are_unchanged() {
        for plain in [
            "sqlite:data/site.db",
            "postgres://postgres@127.0.0.1:5432/postgres",
            "s3://bucket/prefix",
            "file:///var/lib/kaveri",
            "https://hooks.example/in",
        ] {
            assert_eq!(url(plain), plain);
        }
    }

    #[test]
    fn a_url_inside_a_message_is_redacted_in_place() {
        assert_eq!(
            urls_in("error sending request for url (https://u:pw@hook.example/a?k=v): refused"),
            "error sending request for url (https://u:***@hook.example/a?k=***): refused"
        );
        assert_eq!(
            urls_in("got \"mysql://user:s3cret@host/db\" twice: mysql://user:s3cret@host/db"),
            "got \"mysql://user:***@host/db\" twice: mysql://user:***@host/db"
        );
        assert_eq!(urls_in("no url here"), "no url here");
        assert_eq!(urls_in("«https://u:pw@h/»"), "«https://u:***@h/»");
    }
}
