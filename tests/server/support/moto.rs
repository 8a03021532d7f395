//! moto's S3-protocol server (`moto_server` from PyPI, which `scripts/moto-server.sh` installs
//! and `make test-rust` names in `MOTO_SERVER`), on 127.0.0.1, and a bucket on it read through
//! the object_store crate as the server reads it.

use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use super::{client, free_port};

/// The credentials moto accepts (any), as the server is given them.
pub const ACCESS_KEY: &str = "test";
pub const SECRET_KEY: &str = "test";
pub const REGION: &str = "us-east-1";

/// A running moto, killed when dropped.
pub struct Moto {
    child: Child,
    pub endpoint: String,
}

impl Moto {
    /// moto from `MOTO_SERVER`; `None` (the test is skipped) when it is unset outside CI.
    pub fn from_env() -> Option<Moto> {
        let Some(binary) = std::env::var("MOTO_SERVER").ok().filter(|b| !b.is_empty()) else {
            assert!(
                std::env::var("CI").as_deref() != Ok("true"),
                "CI=true but MOTO_SERVER is unset: run `MOTO_SERVER=$(scripts/moto-server.sh) cargo test`"
            );
            eprintln!(
                "note: MOTO_SERVER unset, S3 cases skipped (scripts/moto-server.sh installs it)"
            );
            return None;
        };
        Some(Moto::start(&binary))
    }

    pub fn start(binary: &str) -> Moto {
        let port = free_port();
        let child = Command::new(binary)
            .args(["-H", "127.0.0.1", "-p", &port.to_string()])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("start moto_server");
        let mut moto = Moto {
            child,
            endpoint: format!("http://127.0.0.1:{port}"),
        };
        let deadline = Instant::now() + Duration::from_secs(30);
        while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
            if let Ok(Some(status)) = moto.child.try_wait() {
                panic!("moto_server exited ({status})");
            }
            assert!(Instant::now() < deadline, "moto_server did not start");
            std::thread::sleep(Duration::from_millis(100));
        }
        moto
    }

    pub async fn create_bucket(&self, bucket: &str) {
        let created = client()
            .put(format!("{}/{bucket}", self.endpoint))
            .send()
            .await
            .expect("create bucket");
        assert!(created.status().is_success(), "{}", created.status());
    }

    /// The server's settings for an `s3://<bucket>/<prefix>` object store on this moto.
    pub fn server_env(&self, bucket: &str, prefix: &str) -> Vec<(&'static str, String)> {
        vec![
            ("OBJECT_STORE_URL", format!("s3://{bucket}/{prefix}")),
            ("AWS_ENDPOINT", self.endpoint.clone()),
            ("AWS_ALLOW_HTTP", "true".to_owned()),
            ("AWS_ACCESS_KEY_ID", ACCESS_KEY.to_owned()),
            ("AWS_SECRET_ACCESS_KEY", SECRET_KEY.to_owned()),
            ("AWS_REGION", REGION.to_owned()),
        ]
    }

    /// The bucket as a test sees it: the same crate and credentials as the server.
    pub fn bucket(&self, bucket: &str) -> object_store::aws::AmazonS3 {
        object_store::aws::AmazonS3Builder::new()
            .with_bucket_name(bucket)
            .with_endpoint(&self.endpoint)
            .with_allow_http(true)
            .with_region(REGION)
            .with_access_key_id(ACCESS_KEY)
            .with_secret_access_key(SECRET_KEY)
            .build()
            .expect("S3 client")
    }

    /// Every key under `prefix` (a ListObjectsV2 listing, page after page).
    pub async fn keys(&self, bucket: &str, prefix: &str) -> Vec<String> {
        use futures_util::StreamExt;
        use object_store::ObjectStore;
        let store = self.bucket(bucket);
        let prefix = object_store::path::Path::from(prefix);
        let mut listing = store.list(Some(&prefix));
        let mut keys = Vec::new();
        while let Some(meta) = listing.next().await {
            keys.push(meta.expect("listing").location.to_string());
        }
        keys.sort();
        keys
    }

    pub async fn object(&self, bucket: &str, key: &str) -> Vec<u8> {
        use object_store::ObjectStoreExt;
        self.bucket(bucket)
            .get(&object_store::path::Path::from(key))
            .await
            .expect("get")
            .bytes()
            .await
            .expect("bytes")
            .to_vec()
    }
}

impl Drop for Moto {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
