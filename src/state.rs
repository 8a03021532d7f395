//! What every request handler may reach: the site's files, the store, uploaded files, the
//! outbox and the origin rules. Features add their routes around it; it knows none of them.

use std::ops::Deref;
use std::sync::Arc;

use crate::api::guards::Proxies;
use crate::db::Store;
use crate::outbox::Outbox;
use crate::static_files::StaticSite;
use crate::uploads::Uploads;

/// Cloned for every request and middleware that reads it, so it is one shared pointer.
#[derive(Clone)]
pub struct AppState(Arc<Shared>);

pub struct Shared {
    pub site: Arc<StaticSite>,
    pub store: Store,
    pub outbox: Arc<Outbox>,
    /// Uploaded files (CVs).
    pub uploads: Uploads,
    /// The canonical origin; form posts from it are accepted besides the request's own host.
    pub site_url: Arc<str>,
    /// Which peers may name the client in `X-Forwarded-For`.
    pub proxies: Arc<Proxies>,
}

impl AppState {
    pub fn new(shared: Shared) -> Self {
        Self(Arc::new(shared))
    }
}

impl Deref for AppState {
    type Target = Shared;

    fn deref(&self) -> &Shared {
        &self.0
    }
}
