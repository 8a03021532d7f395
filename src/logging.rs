//! Structured logs: JSON lines by default (production), `LOG_FORMAT=text` for humans.
//! `RUST_LOG` filters as usual (default `info`). Every request's line carries its
//! `request_id`, and every line written while an API request is handled carries the request's
//! span (`"span":{"request_id":…}` in JSON, `request{request_id=…}:` in text), so one id finds
//! every line about a request.

use tracing_subscriber::EnvFilter;

pub fn init() {
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
    let text = std::env::var("LOG_FORMAT").is_ok_and(|f| f.eq_ignore_ascii_case("text"));
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr);
    let _ = if text {
        builder.try_init()
    } else {
        builder
            .json()
            .flatten_event(true)
            .with_current_span(true)
            .with_span_list(false)
            .try_init()
    };
}
