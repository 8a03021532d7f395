//! Row mapping and embedded migrations without sqlx's procedural macros: those macros compile a
//! second copy of sqlx, both drivers, SQLite's C source, rustls and ring for the build host, a
//! third of the release build's crates.

use std::borrow::Cow;

use sqlx::SqlSafeStr;
use sqlx::migrate::{Migration, MigrationType, Migrator};

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

/// A migration file embedded in the binary: its version, its description (the file name's words)
/// and its SQL, as `migrations/<backend>/<version>_<description>.sql` names them.
pub(super) struct Embedded {
    pub version: i64,
    pub description: &'static str,
    pub sql: &'static str,
}

macro_rules! embed {
    ($backend:literal: $($version:literal $file:literal $description:literal),+ $(,)?) => {
        &[$($crate::db::rows::Embedded {
            version: $version,
            description: $description,
            sql: include_str!(concat!("../../migrations/", $backend, "/", $file)),
        }),+]
    };
}

/// Each backend's migrations. A new file in `migrations/` is listed here too; a unit test holds
/// the lists to the folders (same versions, descriptions and checksums as sqlx reads from them).
pub(super) const SQLITE: &[Embedded] = embed!("sqlite":
    1 "0001_enquiries.sql" "enquiries",
    2 "0002_applications.sql" "applications",
    3 "0003_languages.sql" "languages",
);
pub(super) const POSTGRES: &[Embedded] = embed!("postgres":
    1 "0001_enquiries.sql" "enquiries",
    2 "0002_applications.sql" "applications",
    3 "0003_languages.sql" "languages",
);

/// The migrator `sqlx::migrate!` would build from the same files.
pub(super) fn migrator(embedded: &[Embedded]) -> Migrator {
    Migrator::with_migrations(
        embedded
            .iter()
            .map(|m| {
                Migration::new(
                    m.version,
                    Cow::Borrowed(m.description),
                    MigrationType::Simple,
                    m.sql.into_sql_str(),
                    m.sql.starts_with("-- no-transaction"),
                )
            })
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use sqlx::migrate::MigrationSource;

    use super::*;

    async fn holds_the_folder(backend: &str, embedded: &[Embedded]) {
        let folder = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("migrations")
            .join(backend);
        let mut on_disk = folder.resolve().await.expect("the migrations folder reads");
        on_disk.sort_by_key(|m| m.version);
        let built = migrator(embedded);
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

    #[tokio::test]
    async fn the_embedded_migrations_are_the_folders() {
        holds_the_folder("sqlite", SQLITE).await;
        holds_the_folder("postgres", POSTGRES).await;
    }
}
