//! Row mapping and embedded migrations without sqlx's procedural macros: those macros compile a
//! second copy of sqlx, both drivers, SQLite's C source, rustls and ring for the build host, a
//! third of the release build's crates.

use std::borrow::Cow;

use sqlx::SqlSafeStr;
use sqlx::migrate::{MigrateError, Migration, MigrationType, Migrator};

/// `sqlx::FromRow` for SQLite's and PostgreSQL's rows, each field read from the column of its
/// name. Every field must be listed: the struct literal does not compile otherwise.
macro_rules! from_row {
    ($type:ty { $($field:ident),+ $(,)? }) => {
        $crate::db::rows::from_row!(@one sqlx::sqlite::SqliteRow, $type { $($field),+ });
        $crate::db::rows::from_row!(@one sqlx::postgres::PgRow, $type { $($field),+ });
    };
    (@one $row:ty, $type:ty { $($field:ident),+ }) => {
        impl<'r> sqlx::FromRow<'r, $row> for $type {
            fn from_row(row: &'r $row) -> Result<Self, sqlx::Error> {
                use sqlx::Row as _;
                Ok(Self {
                    $($field: row.try_get(stringify!($field))?),+
                })
            }
        }
    };
}
pub(crate) use from_row;

/// Each backend's migrations, embedded in the binary as (file name, SQL): the same files in
/// `migrations/sqlite/` and `migrations/postgres/`. A new file is listed here too; a unit test
/// holds the lists to the folders (same versions, descriptions and checksums as sqlx reads).
macro_rules! embed {
    ($($file:literal),+ $(,)?) => {
        pub(super) const SQLITE: &[(&str, &str)] =
            &[$(($file, include_str!(concat!("../../migrations/sqlite/", $file)))),+];
        pub(super) const POSTGRES: &[(&str, &str)] =
            &[$(($file, include_str!(concat!("../../migrations/postgres/", $file)))),+];
    };
}
embed!(
    "0001_enquiries.sql",
    "0002_applications.sql",
    "0003_languages.sql",
    "0004_analytics.sql",
    "0005_team.sql",
    "0006_operations.sql",
    "0007_rate_limits.sql",
    "0008_questions.sql",
);

/// The migrator `sqlx::migrate!` would build from the same files: the version and description
/// come from the file name (`<version>_<words>.sql`), as sqlx reads them.
pub(super) fn migrator(files: &[(&'static str, &'static str)]) -> Result<Migrator, MigrateError> {
    let migrations = files
        .iter()
        .map(|&(file, sql)| {
            let (version, words) = file
                .strip_suffix(".sql")
                .and_then(|name| name.split_once('_'))
                .ok_or_else(|| {
                    MigrateError::Source(format!("{file}: not <version>_<words>.sql").into())
                })?;
            let version = version.parse().map_err(|_| {
                MigrateError::Source(format!("{file}: the version is not a number").into())
            })?;
            Ok(Migration::new(
                version,
                Cow::Owned(words.replace('_', " ")),
                MigrationType::Simple,
                sql.into_sql_str(),
                sql.starts_with("-- no-transaction"),
            ))
        })
        .collect::<Result<_, MigrateError>>()?;
    Ok(Migrator::with_migrations(migrations))
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use sqlx::migrate::MigrationSource;

    use super::*;

    async fn holds_the_folder(backend: &str, embedded: &[(&'static str, &'static str)]) {
        let folder = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("migrations")
            .join(backend);
        let mut on_disk = folder.resolve().await.expect("the migrations folder reads");
        on_disk.sort_by_key(|m| m.version);
        let built = migrator(embedded).expect("the embedded file names parse");
        let fields = |m: &Migration| {
            (
                m.version,
                m.description.to_string(),
                m.migration_type,
                m.checksum.to_vec(),
                m.no_tx,
            )
        };
        assert_eq!(
            built.iter().map(fields).collect::<Vec<_>>(),
            on_disk.iter().map(fields).collect::<Vec<_>>(),
            "{backend}: the embedded migrations are the folder's, in order"
        );
    }

    /// Migrations before this one predate rolling deploys.
    const FIRST_RULED: &str = "0006";

    /// What a migration may not do while the previous release still runs against the schema
    /// (docs/operations.md, "Migrations"), unless it is a contract step that says so.
    fn breaks_the_previous_release(sql: &str) -> Option<&'static str> {
        let code: String = sql
            .lines()
            .map(|l| l.split("--").next().unwrap_or_default())
            .collect::<Vec<_>>()
            .join(" ")
            .to_ascii_uppercase();
        let words: Vec<&str> = code.split_whitespace().collect();
        let text = words.join(" ");
        let rules: [(&str, &'static str); 6] = [
            ("DROP TABLE", "drops a table"),
            ("DROP COLUMN", "drops a column"),
            ("RENAME", "renames"),
            ("ALTER COLUMN", "changes a column"),
            (
                "ADD CONSTRAINT",
                "adds a constraint the previous release may break",
            ),
            ("TRUNCATE", "empties a table"),
        ];
        if let Some((_, why)) = rules.iter().find(|(pattern, _)| text.contains(pattern)) {
            return Some(why);
        }
        // A new NOT NULL column without a default refuses the previous release's inserts.
        text.split("ADD COLUMN")
            .skip(1)
            .map(|rest| rest.split([',', ';']).next().unwrap_or_default())
            .any(|column| column.contains("NOT NULL") && !column.contains("DEFAULT"))
            .then_some("adds a NOT NULL column without a default")
    }

    #[test]
    fn migrations_only_expand_unless_a_contract_step_names_its_expand_step() {
        for (name, sql) in SQLITE.iter().chain(POSTGRES) {
            if *name < FIRST_RULED {
                continue;
            }
            let contract = sql
                .lines()
                .find_map(|l| l.trim().strip_prefix("-- contract:"))
                .map(str::trim);
            match (breaks_the_previous_release(sql), contract) {
                (None, _) => {}
                (Some(why), None) => panic!(
                    "{name} {why}: the previous release still runs during a rolling deploy. \
                     Expand now, contract in a later release with a `-- contract: unused since \
                     <migration>` line"
                ),
                (Some(_), Some(note)) => {
                    let since = note
                        .split_whitespace()
                        .find(|w| w.len() >= 4 && w[..4].bytes().all(|b| b.is_ascii_digit()))
                        .unwrap_or_default();
                    assert!(
                        !since.is_empty()
                            && since < *name
                            && SQLITE.iter().any(|(n, _)| n.starts_with(since)),
                        "{name}: its contract line must name the earlier migration since which \
                         the previous release no longer uses what it removes"
                    );
                }
            }
        }
    }

    #[test]
    fn the_expand_rule_sees_what_breaks_a_running_release() {
        assert!(breaks_the_previous_release("ALTER TABLE a ADD COLUMN b TEXT;").is_none());
        assert!(
            breaks_the_previous_release("ALTER TABLE a ADD COLUMN b BIGINT NOT NULL DEFAULT 0;")
                .is_none()
        );
        assert!(breaks_the_previous_release("CREATE TABLE c (id TEXT NOT NULL);").is_none());
        assert!(breaks_the_previous_release("-- we never DROP COLUMN here\nSELECT 1;").is_none());
        assert!(breaks_the_previous_release("ALTER TABLE a ADD COLUMN b TEXT NOT NULL;").is_some());
        assert!(breaks_the_previous_release("ALTER TABLE a DROP COLUMN b;").is_some());
        assert!(breaks_the_previous_release("alter table a rename column b to c;").is_some());
        assert!(
            breaks_the_previous_release("ALTER TABLE a ALTER COLUMN b SET NOT NULL;").is_some()
        );
        assert!(breaks_the_previous_release("DROP TABLE a;").is_some());
    }

    #[tokio::test]
    async fn the_embedded_migrations_are_the_folders() {
        holds_the_folder("sqlite", SQLITE).await;
        holds_the_folder("postgres", POSTGRES).await;
    }
}
