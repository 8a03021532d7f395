//! CVs in an S3-compatible bucket: the release binary against a real S3-protocol server
//! (moto's `moto_server`, from PyPI, started here on 127.0.0.1; `scripts/moto-server.sh`
//! installs it and `make test-rust` passes its path in `MOTO_SERVER`).

use crate::support;

use std::process::Command;

use serde_json::Value;
use support::applications::{self, application, pdf, sha256};
use support::moto::Moto;
use support::{Backend, Database, Server, ServerOptions};

const BUCKET: &str = "kaveri-cv";

const PREFIX: &str = "site";

fn s3_options<'a>(db: &'a Database, moto: &Moto) -> ServerOptions<'a> {
    moto.server_env(BUCKET, PREFIX)
        .into_iter()
        .fold(ServerOptions::new(&db.url), |options, (key, value)| {
            options.env(key, value)
        })
        .env("APPLICATION_ORPHAN_GRACE_SECS", "0")
}

/// The bucket's keys under `site/cv/`.
async fn keys(moto: &Moto) -> Vec<String> {
    moto.keys(BUCKET, "site/cv").await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn cvs_are_stored_in_s3_intact_deleted_on_request_and_orphans_are_swept() {
    let Some(moto) = Moto::from_env() else {
        return;
    };
    moto.create_bucket(BUCKET).await;
    let db = Database::new(Backend::Sqlite, "s3");
    let mut server = Server::start(s3_options(&db, &moto));

    // Small, 1 MB, and the largest allowed CV (sent in parts of 5 MiB).
    let mut sent = Vec::new();
    for (n, size) in [10_000usize, 1024 * 1024, 5 * 1024 * 1024]
        .into_iter()
        .enumerate()
    {
        let cv = pdf(size, n as u64);
        let response = applications::post(&server, application(n, cv.clone(), "cv.pdf")).await;
        assert_eq!(response.status(), 201, "{size} bytes");
        sent.push(sha256(&cv));
    }
    let rows = applications::exported(&db.url);
    let mut listed = keys(&moto).await;
    listed.sort();
    let mut expected: Vec<String> = rows
        .iter()
        .map(|r| format!("site/cv/{}", r["cvObject"].as_str().unwrap_or_default()))
        .collect();
    expected.sort();
    assert_eq!(
        listed, expected,
        "one object per application, under the prefix"
    );
    for (row, checksum) in rows.iter().zip(&sent) {
        let key = format!("site/cv/{}", row["cvObject"].as_str().unwrap_or_default());
        assert_eq!(
            &sha256(&moto.object(BUCKET, &key).await),
            checksum,
            "{key} intact"
        );
    }

    // An object without a row (a crash between the two writes) is gone after a restart.
    let orphan = "site/cv/0190f0e0-0000-7000-8000-000000000000";
    {
        use object_store::ObjectStoreExt;
        moto.bucket(BUCKET)
            .put(
                &object_store::path::Path::from(orphan),
                bytes::Bytes::from_static(b"left behind").into(),
            )
            .await
            .expect("put orphan");
    }
    server.kill_hard();
    let server = Server::start(s3_options(&db, &moto));
    assert!(
        !keys(&moto).await.contains(&orphan.to_owned()),
        "orphan swept"
    );
    assert_eq!(keys(&moto).await.len(), 3);

    // Deletion on request removes the CV from the bucket.
    let delete = Command::new(support::BINARY)
        .args([
            "applications",
            "delete",
            "--email",
            "meera.iyer1@example.com",
        ])
        .env("DATABASE_URL", &db.url)
        .env("OBJECT_STORE_URL", format!("s3://{BUCKET}/site"))
        .env("AWS_ENDPOINT", &moto.endpoint)
        .env("AWS_ALLOW_HTTP", "true")
        .env("AWS_ACCESS_KEY_ID", "test")
        .env("AWS_SECRET_ACCESS_KEY", "test")
        .env("AWS_REGION", "us-east-1")
        .output()
        .expect("cli");
    assert!(delete.status.success(), "{delete:?}");
    assert_eq!(keys(&moto).await.len(), 2);
    let left: Vec<Value> = applications::exported(&db.url);
    assert_eq!(left.len(), 2);
    drop(server);
}
