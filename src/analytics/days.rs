//! Days as the counting uses them: UTC dates written `YYYY-MM-DD`, and their bounds in
//! milliseconds since the epoch (the stores' time type).

use time::{Date, Duration, OffsetDateTime};

pub fn today() -> Date {
    OffsetDateTime::now_utc().date()
}

/// The day of a time in milliseconds.
pub fn of_ms(ms: i64) -> Date {
    OffsetDateTime::from_unix_timestamp_nanos(i128::from(ms) * 1_000_000)
        .map_or_else(|_| today(), OffsetDateTime::date)
}

pub fn text(day: Date) -> String {
    format!(
        "{:04}-{:02}-{:02}",
        day.year(),
        u8::from(day.month()),
        day.day()
    )
}

pub fn parse(text: &str) -> Option<Date> {
    let mut parts = text.splitn(3, '-');
    let year = parts.next()?.parse().ok()?;
    let month: u8 = parts.next()?.parse().ok()?;
    let day = parts.next()?.parse().ok()?;
    Date::from_calendar_date(year, time::Month::try_from(month).ok()?, day).ok()
}

pub fn minus(day: Date, days: i64) -> Date {
    day.checked_sub(Duration::days(days)).unwrap_or(Date::MIN)
}

pub fn next(day: Date) -> Date {
    day.next_day().unwrap_or(day)
}

/// The day's first millisecond and the next day's.
pub fn bounds(day: Date) -> (i64, i64) {
    let start = |d: Date| d.midnight().assume_utc().unix_timestamp() * 1000;
    (start(day), start(next(day)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_are_utc_dates_and_their_bounds() {
        let day = parse("2026-11-27").expect("a date");
        assert_eq!(text(day), "2026-11-27");
        assert_eq!(text(minus(day, 27)), "2026-10-31");
        let (start, end) = bounds(day);
        assert_eq!(end - start, 86_400_000);
        assert_eq!(of_ms(start), day);
        assert_eq!(of_ms(end - 1), day);
        assert_eq!(of_ms(end), next(day));
        assert_eq!(parse("2026-13-01"), None);
        assert_eq!(parse("yesterday"), None);
    }
}
