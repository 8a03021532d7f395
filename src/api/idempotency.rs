//! The client's idempotency key: the `Idempotency-Key` header, or a body field when the header
//! is absent. A repeat of a key stores nothing more and answers with the first id.

use axum::http::HeaderValue;

use super::error::ApiError;

pub const IDEMPOTENCY_HEADER: &str = "idempotency-key";
/// As [`valid_key`] checks.
pub const IDEMPOTENCY_KEY_PATTERN: &str = "^[A-Za-z0-9_-]{8,128}$";

/// 8–128 characters of letters, digits, `-` and `_`.
pub fn valid_key(key: &str) -> bool {
    (8..=128).contains(&key.len())
        && key
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// The key to store under: the header wins over the body field; either must be valid.
pub fn resolve(
    header: Option<&HeaderValue>,
    field: Option<String>,
) -> Result<Option<String>, ApiError> {
    let key = match header {
        Some(value) => Some(value.to_str().map_err(|_| bad_key())?.to_owned()),
        None => field,
    };
    match key {
        Some(key) if !valid_key(&key) => Err(bad_key()),
        other => Ok(other),
    }
}

fn bad_key() -> ApiError {
    ApiError::bad_request(
        "invalid_idempotency_key",
        "the idempotency key must be 8–128 letters, digits, '-' or '_'",
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn idempotency_keys_are_short_and_plain() {
        assert!(valid_key("3f2a9c1e-77aa-4b1c-9d1e-0a1b2c3d4e5f"));
        assert!(!valid_key("short"));
        assert!(!valid_key("has spaces in it"));
    }

    #[test]
    fn the_header_wins_and_both_are_checked() {
        let header = HeaderValue::from_static("header-key-1");
        assert_eq!(
            resolve(Some(&header), Some("field-key-1".into())).ok(),
            Some(Some("header-key-1".to_owned()))
        );
        assert!(resolve(None, Some("bad key".into())).is_err());
        assert_eq!(resolve(None, None).ok(), Some(None));
    }
}
