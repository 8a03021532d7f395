//! `kaveri-site healthcheck`: asks the server running on this machine for `/livez` (or
//! `/readyz` with `--ready`), for container health checks (the runtime image has no curl).
//! Succeeds only on a 200. A container's health is its liveness: a database outage must not
//! get every replica restarted, while the pages need no database.

use std::time::Duration;

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

const TIMEOUT: Duration = Duration::from_secs(3);

#[derive(Debug, thiserror::Error)]
pub enum HealthError {
    #[error("no answer from 127.0.0.1:{port} within {TIMEOUT:?}")]
    Timeout { port: u16 },
    #[error("127.0.0.1:{port}: {source}")]
    Io { port: u16, source: std::io::Error },
    #[error("unhealthy: {0}")]
    Unhealthy(String),
}

pub async fn run(port: u16, ready: bool) -> Result<(), HealthError> {
    let path = if ready { "/readyz" } else { "/livez" };
    let status_line = tokio::time::timeout(TIMEOUT, ask(port, path))
        .await
        .map_err(|_| HealthError::Timeout { port })?
        .map_err(|source| HealthError::Io { port, source })?;
    if status_line.split(' ').nth(1) == Some("200") {
        println!("healthy: {status_line}");
        Ok(())
    } else {
        Err(HealthError::Unhealthy(status_line))
    }
}

async fn ask(port: u16, path: &str) -> std::io::Result<String> {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).await?;
    let request = format!("GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await?;
    let mut head = Vec::with_capacity(256);
    let mut chunk = [0_u8; 256];
    while !head.contains(&b'\n') && head.len() < 4096 {
        let read = stream.read(&mut chunk).await?;
        if read == 0 {
            break;
        }
        head.extend_from_slice(&chunk[..read]);
    }
    let text = String::from_utf8_lossy(&head);
    Ok(text.lines().next().unwrap_or_default().trim().to_owned())
}
