//! An enquiry as a CSV row: the columns of `kaveri-site enquiries export --format csv` and of the
//! team console's export.

use crate::csv::{Column, optional, timestamp};
use crate::db::StoredEnquiry;

pub const CSV_COLUMNS: &[Column<StoredEnquiry>] = &[
    ("id", |e| e.id.clone()),
    ("created_at", |e| timestamp(e.created_at)),
    ("first_name", |e| e.first_name.clone()),
    ("last_name", |e| e.last_name.clone()),
    ("email", |e| e.email.clone()),
    ("company", |e| optional(&e.company)),
    ("project_type", |e| optional(&e.project_type)),
    ("budget", |e| optional(&e.budget)),
    ("message", |e| e.message.clone()),
    ("flagged", |e| optional(&e.flagged)),
    ("language", |e| e.language.clone()),
    ("source_kind", |e| optional(&e.source_kind)),
    ("source_landing", |e| optional(&e.source_landing)),
    ("source", |e| optional(&e.source)),
    ("source_medium", |e| optional(&e.source_medium)),
    ("source_campaign", |e| optional(&e.source_campaign)),
    ("source_language", |e| optional(&e.source_language)),
    ("status", |e| e.status.clone()),
    ("owner", |e| optional(&e.owner)),
];
