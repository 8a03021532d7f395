//! The test's database, read and written directly: to plant rows a test needs (old ones, a
//! session), and to read every row of every table when a test proves what is not stored.

use super::Database;

/// Runs SQL on the test's database directly (to plant old rows, or to read every table); each
/// row's first column as text.
pub async fn sql_rows(db: &Database, statement: &str) -> Vec<String> {
    use sqlx::Row as _;
    // The same steps on either pool type.
    macro_rules! first_column {
        ($pool:expr) => {{
            let pool = $pool.await.expect("the test database");
            let rows = sqlx::query(sqlx::AssertSqlSafe(statement))
                .fetch_all(&pool)
                .await
                .expect("sql");
            pool.close().await;
            rows.iter()
                .map(|r| r.try_get::<String, _>(0).unwrap_or_default())
                .collect()
        }};
    }
    if db.url.starts_with("sqlite:") {
        first_column!(sqlx::SqlitePool::connect(&db.url))
    } else {
        first_column!(sqlx::PgPool::connect(&db.url))
    }
}

/// Every row of every table, as text: one line per row, `<table>: <row>`.
pub async fn whole_database(db: &Database) -> String {
    let tables = if db.url.starts_with("sqlite:") {
        sql_rows(db, "SELECT name FROM sqlite_master WHERE type = 'table'").await
    } else {
        sql_rows(
            db,
            "SELECT table_name::text FROM information_schema.tables WHERE table_schema = 'public'",
        )
        .await
    };
    let mut text = String::new();
    for table in tables {
        let rows = if db.url.starts_with("sqlite:") {
            sqlite_dump(db, &table).await
        } else {
            sql_rows(
                db,
                &format!("SELECT row_to_json(t)::text FROM \"{table}\" t"),
            )
            .await
        };
        // Every row on its own line, named by its table (a test may read one table's rows).
        for row in rows {
            text.push_str(&format!("{table}: {row}\n"));
        }
    }
    text
}

/// Every column of every row of a SQLite table, as text.
async fn sqlite_dump(db: &Database, table: &str) -> Vec<String> {
    use sqlx::{Column as _, Row as _, ValueRef as _};
    let pool = sqlx::SqlitePool::connect(&db.url).await.expect("sqlite");
    let rows = sqlx::query(sqlx::AssertSqlSafe(format!("SELECT * FROM \"{table}\"")))
        .fetch_all(&pool)
        .await
        .expect("sql");
    let mut out = Vec::new();
    for row in &rows {
        let mut cells = Vec::new();
        for column in row.columns() {
            let i = column.ordinal();
            let raw = row.try_get_raw(i).expect("cell");
            let cell = if raw.is_null() {
                "NULL".to_owned()
            } else if let Ok(text) = row.try_get::<String, _>(i) {
                text
            } else if let Ok(number) = row.try_get::<i64, _>(i) {
                number.to_string()
            } else if let Ok(bytes) = row.try_get::<Vec<u8>, _>(i) {
                String::from_utf8_lossy(&bytes).into_owned()
            } else {
                String::new()
            };
            cells.push(cell);
        }
        out.push(cells.join(" | "));
    }
    pool.close().await;
    out
}
