//! The goals a page may send (`web/content/goals.json`, the one list the site's scripts and the
//! reports share): any other event name but `pageview` is refused.

use std::sync::LazyLock;

#[derive(Debug, serde::Deserialize)]
pub struct Goal {
    pub name: String,
    pub label: String,
}

const GOALS_JSON: &str = include_str!("../../web/content/goals.json");

static GOALS: LazyLock<Vec<Goal>> =
    LazyLock::new(|| serde_json::from_str(GOALS_JSON).unwrap_or_default());

/// The name of a page view.
pub const PAGEVIEW: &str = "pageview";

/// The event name as stored, if it is `pageview` or a goal of the list.
pub fn known(name: &str) -> Option<&'static str> {
    if name == PAGEVIEW {
        return Some(PAGEVIEW);
    }
    GOALS
        .iter()
        .find(|g| g.name == name)
        .map(|g| g.name.as_str())
}

/// A goal's label for reports (the name itself for a goal no longer in the list).
pub fn label(name: &str) -> &str {
    GOALS
        .iter()
        .find(|g| g.name == name)
        .map_or(name, |g| g.label.as_str())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_goals_file_parses_and_names_every_goal_the_issue_lists() {
        let parsed: Vec<Goal> = serde_json::from_str(GOALS_JSON).expect("goals.json parses");
        assert!(!parsed.is_empty());
        for name in [
            "cta-hero",
            "cta-footer",
            "assistant-open",
            "assistant-message",
            "search",
            "media-kit-download",
            "outbound-product",
            "language-switch",
        ] {
            assert_eq!(known(name), Some(name), "{name}");
        }
        assert_eq!(known("pageview"), Some("pageview"));
        assert_eq!(known("purchase"), None);
        for goal in &parsed {
            assert!(
                goal.name
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'),
                "{}: kebab-case names only",
                goal.name
            );
        }
    }
}
