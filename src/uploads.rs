//! Uploaded files (CVs) in an object store: the local file system by default, or an
//! S3-compatible bucket with `OBJECT_STORE_URL=s3://bucket[/prefix]` (endpoint, region and
//! credentials from the standard `AWS_*` variables). Objects get generated names; an object
//! that no database row names is an orphan and is swept.

use std::collections::HashSet;
use std::path::Path as FsPath;
use std::sync::Arc;
use std::time::Duration;

use bytes::Bytes;
use futures_util::StreamExt;
use object_store::aws::AmazonS3Builder;
use object_store::buffered::BufWriter;
use object_store::local::LocalFileSystem;
use object_store::path::Path;
use object_store::{ObjectStore, ObjectStoreExt};
use tokio::io::{AsyncRead, AsyncWriteExt};

#[derive(Debug, thiserror::Error)]
pub enum UploadError {
    #[error("object store: {0}")]
    Store(#[from] object_store::Error),
    #[error("object store: {0}")]
    Io(#[from] std::io::Error),
    #[error("OBJECT_STORE_URL must be file:///path or s3://bucket[/prefix] (got {0:?})")]
    UnsupportedUrl(String),
}

#[derive(Clone)]
pub struct Uploads {
    store: Arc<dyn ObjectStore>,
    /// Where CVs live inside the store.
    prefix: Path,
    /// Writes up to this size are one request; larger ones are sent in parts of this size
    /// (S3 requires parts of at least 5 MiB).
    part_size: usize,
    kind: &'static str,
}

impl Uploads {
    /// `None` (the default): `data/uploads` on the local file system.
    pub fn open(url: Option<&str>) -> Result<Self, UploadError> {
        match url.map(str::trim).filter(|u| !u.is_empty()) {
            None => Self::local(FsPath::new("data/uploads")),
            Some(url) if url.starts_with("file://") => {
                Self::local(FsPath::new(url.trim_start_matches("file://")))
            }
            Some(url) if url.starts_with("s3://") => {
                let parsed = url::Url::parse(url)
                    .map_err(|_| UploadError::UnsupportedUrl(crate::redact::url(url)))?;
                let store = AmazonS3Builder::from_env().with_url(url).build()?;
                Ok(Self {
                    store: Arc::new(store),
                    prefix: Path::from(parsed.path().trim_matches('/')).join("cv"),
                    part_size: 5 * 1024 * 1024,
                    kind: "s3",
                })
            }
            Some(other) => Err(UploadError::UnsupportedUrl(crate::redact::url(other))),
        }
    }

    fn local(dir: &FsPath) -> Result<Self, UploadError> {
        std::fs::create_dir_all(dir)?;
        Ok(Self {
            store: Arc::new(LocalFileSystem::new_with_prefix(dir)?),
            prefix: Path::from("cv"),
            part_size: 1024 * 1024,
            kind: "file",
        })
    }

    pub fn kind(&self) -> &'static str {
        self.kind
    }

    /// A new, unused object name.
    pub fn new_name(&self) -> String {
        uuid::Uuid::now_v7().to_string()
    }

    fn path(&self, name: &str) -> Path {
        self.prefix.clone().join(name)
    }

    /// Streams `reader` into the object `name`; the object exists only once this returns Ok.
    pub async fn put(
        &self,
        name: &str,
        reader: &mut (impl AsyncRead + Unpin),
    ) -> Result<(), UploadError> {
        // Two parts in flight at most: memory per upload stays near two part sizes.
        let mut writer =
            BufWriter::with_capacity(self.store.clone(), self.path(name), self.part_size)
                .with_max_concurrency(2);
        match tokio::io::copy(reader, &mut writer).await {
            Ok(_) => {
                writer.shutdown().await?;
                Ok(())
            }
            Err(error) => {
                let _ = writer.abort().await;
                Err(error.into())
            }
        }
    }

    /// Whether the store answers (readiness): a missing probe object is an answer.
    pub async fn check(&self) -> Result<(), UploadError> {
        match self
            .store
            .head(&self.prefix.clone().join(".readiness-probe"))
            .await
        {
            Ok(_) | Err(object_store::Error::NotFound { .. }) => Ok(()),
            Err(error) => Err(error.into()),
        }
    }

    pub async fn get(&self, name: &str) -> Result<Bytes, UploadError> {
        Ok(self.store.get(&self.path(name)).await?.bytes().await?)
    }

    /// Deletes the object; one already gone is not an error.
    pub async fn delete(&self, name: &str) -> Result<(), UploadError> {
        match self.store.delete(&self.path(name)).await {
            Ok(()) | Err(object_store::Error::NotFound { .. }) => Ok(()),
            Err(error) => Err(error.into()),
        }
    }

    /// Deletes every object whose name is not in `referenced` and that is older than `grace`
    /// (younger ones may belong to a request still in flight on some instance). Returns how
    /// many were deleted.
    pub async fn sweep_orphans(
        &self,
        referenced: &HashSet<String>,
        grace: Duration,
    ) -> Result<usize, UploadError> {
        let cutoff = crate::db::now_ms() - i64::try_from(grace.as_millis()).unwrap_or(i64::MAX);
        let mut listing = self.store.list(Some(&self.prefix));
        let mut orphans = Vec::new();
        while let Some(meta) = listing.next().await {
            let meta = meta?;
            let Some(name) = meta.location.filename() else {
                continue;
            };
            if !referenced.contains(name) && meta.last_modified.timestamp_millis() <= cutoff {
                orphans.push(name.to_owned());
            }
        }
        for name in &orphans {
            self.delete(name).await?;
        }
        Ok(orphans.len())
    }
}
