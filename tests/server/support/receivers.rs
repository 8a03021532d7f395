//! Real local receivers for delivery tests: a minimal SMTP server and a webhook endpoint that
//! record what arrives.

use std::net::SocketAddr;
use std::sync::{Arc, Mutex};

use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpListener;
use tokio::task::JoinHandle;

/// Everything a receiver got, shared with the test.
#[derive(Clone, Default)]
pub struct Inbox(pub Arc<Mutex<Vec<String>>>);

impl Inbox {
    pub fn items(&self) -> Vec<String> {
        self.0.lock().map(|v| v.clone()).unwrap_or_default()
    }
    pub fn len(&self) -> usize {
        self.0.lock().map(|v| v.len()).unwrap_or_default()
    }
    fn push(&self, item: String) {
        if let Ok(mut items) = self.0.lock() {
            items.push(item);
        }
    }
}

/// An SMTP server speaking just enough of RFC 5321 for lettre (no TLS, no auth). Each message's
/// DATA is recorded.
pub async fn smtp_server(port: u16, inbox: Inbox) -> JoinHandle<()> {
    slow_smtp_server(port, inbox, std::time::Duration::ZERO).await
}

/// The same, accepting each message only `delay` after its DATA ends (a busy relay). The
/// message is recorded when it is accepted.
pub async fn slow_smtp_server(
    port: u16,
    inbox: Inbox,
    delay: std::time::Duration,
) -> JoinHandle<()> {
    let listener = TcpListener::bind(("127.0.0.1", port))
        .await
        .expect("bind smtp");
    tokio::spawn(async move {
        while let Ok((stream, _)) = listener.accept().await {
            let inbox = inbox.clone();
            tokio::spawn(async move {
                let (read, mut write) = stream.into_split();
                let mut lines = BufReader::new(read).lines();
                let _ = write.write_all(b"220 localhost ESMTP test\r\n").await;
                while let Ok(Some(line)) = lines.next_line().await {
                    let command = line.to_ascii_uppercase();
                    let reply: &[u8] = if command.starts_with("EHLO") {
                        b"250-localhost\r\n250 8BITMIME\r\n"
                    } else if command.starts_with("HELO")
                        || command.starts_with("MAIL")
                        || command.starts_with("RCPT")
                        || command.starts_with("RSET")
                        || command.starts_with("NOOP")
                    {
                        b"250 OK\r\n"
                    } else if command.starts_with("DATA") {
                        let _ = write
                            .write_all(b"354 End data with <CR><LF>.<CR><LF>\r\n")
                            .await;
                        let mut message = String::new();
                        while let Ok(Some(data)) = lines.next_line().await {
                            if data == "." {
                                break;
                            }
                            message.push_str(&data);
                            message.push('\n');
                        }
                        tokio::time::sleep(delay).await;
                        inbox.push(message);
                        b"250 OK queued\r\n"
                    } else if command.starts_with("QUIT") {
                        let _ = write.write_all(b"221 Bye\r\n").await;
                        break;
                    } else {
                        b"502 Not implemented\r\n"
                    };
                    if write.write_all(reply).await.is_err() {
                        break;
                    }
                }
            });
        }
    })
}

/// A webhook endpoint at `/hook`; records `"<delivery id> <signature ok> <body>"`.
pub async fn webhook_server(port: u16, secret: &'static str, inbox: Inbox) -> JoinHandle<()> {
    use axum::body::Bytes;
    use axum::http::HeaderMap;
    use hmac::{Hmac, KeyInit, Mac};
    let app = axum::Router::new()
        .route(
            "/hook",
            axum::routing::post(move |headers: HeaderMap, body: Bytes| {
                let inbox = inbox.clone();
                async move {
                    let header = |name: &str| {
                        headers
                            .get(name)
                            .and_then(|v| v.to_str().ok())
                            .unwrap_or("")
                            .to_owned()
                    };
                    let mut mac =
                        <Hmac<sha2::Sha256> as KeyInit>::new_from_slice(secret.as_bytes())
                            .expect("key");
                    mac.update(&body);
                    let expected = format!("sha256={}", hex::encode(mac.finalize().into_bytes()));
                    let signed = header("x-kaveri-signature-256") == expected;
                    inbox.push(format!(
                        "{} {} {}",
                        header("x-kaveri-delivery"),
                        signed,
                        String::from_utf8_lossy(&body)
                    ));
                    axum::http::StatusCode::NO_CONTENT
                }
            }),
        )
        // Applications carry their CV inline: several MB.
        .layer(axum::extract::DefaultBodyLimit::disable());
    let listener = TcpListener::bind(SocketAddr::from(([127, 0, 0, 1], port)))
        .await
        .expect("bind webhook");
    tokio::spawn(async move {
        let _ = axum::serve(listener, app).await;
    })
}
