//! What a load balancer and an orchestrator ask a replica: `/livez`, whether the process runs
//! (restart it if not), and `/readyz`, whether it should be sent requests: its database and
//! object store answer and it is not draining for shutdown. The pages need neither, and are
//! served whatever these say.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use axum::extract::State;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::{Extension, Json};
use serde::Serialize;

use crate::api::feature::OperationRoutes;
use crate::state::AppState;

/// How long each dependency may take to answer a readiness probe.
const PROBE_TIMEOUT: Duration = Duration::from_secs(2);

/// Set once shutdown begins: the replica then reports not ready, so the balancer stops
/// sending it requests while it finishes the ones it has.
#[derive(Clone, Default)]
pub struct Draining(Arc<AtomicBool>);

impl Draining {
    pub fn start(&self) {
        self.0.store(true, Ordering::SeqCst);
    }

    pub fn is_draining(&self) -> bool {
        self.0.load(Ordering::SeqCst)
    }
}

/// The probes: the one route set without a rate limit (a balancer asks every few seconds).
pub fn routes(draining: Draining) -> OperationRoutes {
    OperationRoutes::new()
        .get("/livez", live)
        .get("/readyz", ready)
        .get("/healthz", healthz)
        .extension(draining)
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct Live {
    /// Always `ok`: the process answers.
    status: &'static str,
}

/// Liveness: the process answers. Never depends on the database.
#[utoipa::path(
    get,
    path = "/livez",
    tag = "operations",
    responses((status = 200, description = "The process runs", body = Live))
)]
pub async fn live() -> Response {
    no_store((StatusCode::OK, Json(Live { status: "ok" })).into_response())
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Ready {
    /// `ready`, `draining` (shutting down) or `unavailable` (a dependency does not answer).
    status: &'static str,
    /// `ok` or `unavailable`.
    database: &'static str,
    /// `ok` or `unavailable`.
    object_store: &'static str,
}

/// Readiness: the database and the object store answer, and the replica is not draining.
#[utoipa::path(
    get,
    path = "/readyz",
    tag = "operations",
    responses(
        (status = 200, description = "Ready for requests", body = Ready),
        (status = 503, description = "Draining, or a dependency does not answer", body = Ready),
    )
)]
pub async fn ready(
    State(state): State<AppState>,
    Extension(draining): Extension<Draining>,
) -> Response {
    let database = async {
        tokio::time::timeout(PROBE_TIMEOUT, state.store.ping())
            .await
            .is_ok_and(|r| r.is_ok())
    };
    let object_store = async {
        tokio::time::timeout(PROBE_TIMEOUT, state.uploads.check())
            .await
            .is_ok_and(|r| r.is_ok())
    };
    let (database, object_store) = tokio::join!(database, object_store);
    let word = |ok: bool| if ok { "ok" } else { "unavailable" };
    let status = if draining.is_draining() {
        "draining"
    } else if database && object_store {
        "ready"
    } else {
        "unavailable"
    };
    let code = if status == "ready" {
        StatusCode::OK
    } else {
        StatusCode::SERVICE_UNAVAILABLE
    };
    no_store(
        (
            code,
            Json(Ready {
                status,
                database: word(database),
                object_store: word(object_store),
            }),
        )
            .into_response(),
    )
}

async fn database_answers(state: &AppState) -> bool {
    tokio::time::timeout(PROBE_TIMEOUT, state.store.ping())
        .await
        .is_ok_and(|r| r.is_ok())
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct Health {
    /// `ok` when the database answers, else `unavailable`.
    status: &'static str,
    /// `sqlite` or `postgres`.
    database: &'static str,
}

/// The database alone (kept for the checks that already ask it; prefer `/livez` and `/readyz`).
#[utoipa::path(
    get,
    path = "/healthz",
    tag = "operations",
    responses(
        (status = 200, description = "The database answers", body = Health),
        (status = 503, description = "The database does not answer", body = Health),
    )
)]
pub async fn healthz(State(state): State<AppState>) -> Response {
    let (code, status) = if database_answers(&state).await {
        (StatusCode::OK, "ok")
    } else {
        (StatusCode::SERVICE_UNAVAILABLE, "unavailable")
    };
    let database = state.store.backend();
    no_store((code, Json(Health { status, database })).into_response())
}

fn no_store(mut response: Response) -> Response {
    response
        .headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    response
}
