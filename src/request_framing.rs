//! Refuses HTTP/1 requests that carry both `Content-Length` and `Transfer-Encoding` (the shape of
//! request smuggling), as nginx does. hyper accepts them, dropping `Content-Length` before the
//! request reaches any service, so the check has to read the connection's bytes: each request
//! head is held until complete, and when it carries both headers its `Transfer-Encoding` value is
//! blanked out, which hyper answers with 400 and a closed connection. Bodies pass through
//! unread except for their framing (length or chunk sizes), to find where the next head starts.

use std::io;
use std::mem::MaybeUninit;
use std::pin::Pin;
use std::task::{Context, Poll};

use axum::serve::Listener;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};

/// Past this a head is handed over as it is: hyper refuses heads far smaller.
const MAX_HEAD_BYTES: usize = 512 * 1024;

/// A listener whose connections are [`FramedStream`]s.
pub struct FramingGuard<L>(pub L);

impl<L: Listener> Listener for FramingGuard<L> {
    type Io = FramedStream<L::Io>;
    type Addr = L::Addr;

    async fn accept(&mut self) -> (Self::Io, Self::Addr) {
        let (io, addr) = self.0.accept().await;
        (FramedStream::new(io), addr)
    }

    fn local_addr(&self) -> io::Result<Self::Addr> {
        self.0.local_addr()
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum State {
    /// Collecting a request head.
    Head,
    /// This many body bytes before the next head.
    Body(u64),
    /// Reading a chunk-size line.
    ChunkSize,
    /// This many chunk bytes, then CRLF.
    ChunkData(u64),
    /// The CRLF after a chunk's data.
    ChunkEnd,
    /// Trailer lines after the last chunk, up to an empty line.
    Trailers,
    /// HTTP/2, an upgrade, or a refused head: nothing more is inspected.
    Passthrough,
}

/// A connection whose request heads are checked for framing before hyper reads them.
pub struct FramedStream<S> {
    inner: S,
    state: State,
    /// Bytes read but not yet inspected (a partial head or framing line).
    pending: Vec<u8>,
    /// Inspected bytes not yet handed to hyper.
    ready: Vec<u8>,
    ready_from: usize,
    first: bool,
}

impl<S> FramedStream<S> {
    fn new(inner: S) -> Self {
        Self {
            inner,
            state: State::Head,
            pending: Vec::new(),
            ready: Vec::new(),
            ready_from: 0,
            first: true,
        }
    }

    /// Moves inspected bytes from `pending` to `ready`, as far as framing is known.
    fn inspect(&mut self, eof: bool) {
        loop {
            if self.pending.is_empty() {
                return;
            }
            match self.state {
                State::Passthrough => {
                    self.release(self.pending.len());
                    return;
                }
                State::Head => {
                    if self.first && self.pending.starts_with(b"PRI * HTTP/2.0") {
                        self.state = State::Passthrough;
                        continue;
                    }
                    let Some(end) = find(&self.pending, b"\r\n\r\n").map(|i| i + 4) else {
                        if eof || self.pending.len() > MAX_HEAD_BYTES {
                            self.state = State::Passthrough;
                            continue;
                        }
                        return;
                    };
                    self.first = false;
                    self.state = self.frame_head(end);
                    self.release(end);
                }
                State::Body(remaining) => {
                    let take = remaining.min(self.pending.len() as u64);
                    // `take` is at most `pending.len()`, so it fits in usize.
                    self.release(take as usize);
                    self.state = match remaining - take {
                        0 => State::Head,
                        left => State::Body(left),
                    };
                }
                State::ChunkSize => {
                    let Some(end) = find(&self.pending, b"\r\n").map(|i| i + 2) else {
                        return self.give_up_if_long(eof);
                    };
                    let line = String::from_utf8_lossy(&self.pending[..end - 2]).into_owned();
                    let size = line.split(';').next().map(str::trim).unwrap_or_default();
                    self.state = match u64::from_str_radix(size, 16) {
                        Ok(0) => State::Trailers,
                        Ok(n) => State::ChunkData(n),
                        Err(_) => State::Passthrough,
                    };
                    self.release(end);
                }
                State::ChunkData(remaining) => {
                    let take = remaining.min(self.pending.len() as u64);
                    self.release(take as usize);
                    self.state = match remaining - take {
                        0 => State::ChunkEnd,
                        left => State::ChunkData(left),
                    };
                }
                State::ChunkEnd => {
                    if self.pending.len() < 2 {
                        return self.give_up_if_long(eof);
                    }
                    self.state = State::ChunkSize;
                    self.release(2);
                }
                State::Trailers => {
                    let Some(end) = find(&self.pending, b"\r\n").map(|i| i + 2) else {
                        return self.give_up_if_long(eof);
                    };
                    if end == 2 {
                        self.state = State::Head;
                    }
                    self.release(end);
                }
            }
        }
    }

    fn give_up_if_long(&mut self, eof: bool) {
        if eof || self.pending.len() > MAX_HEAD_BYTES {
            self.state = State::Passthrough;
            self.release(self.pending.len());
        }
    }

    /// Reads the head in `pending[..end]`, blanks `Transfer-Encoding` when `Content-Length` is
    /// also there, and says how the body is framed.
    fn frame_head(&mut self, end: usize) -> State {
        let mut headers = [httparse::EMPTY_HEADER; 128];
        let mut request = httparse::Request::new(&mut headers);
        if !matches!(
            request.parse(&self.pending[..end]),
            Ok(httparse::Status::Complete(_))
        ) {
            return State::Passthrough;
        }
        let upgrade = request.method == Some("CONNECT");
        let (mut length, mut chunked, mut has_length) = (None, false, false);
        let mut encodings = Vec::new();
        for header in request.headers.iter() {
            if header.name.eq_ignore_ascii_case("content-length") {
                has_length = true;
                length = std::str::from_utf8(header.value)
                    .ok()
                    .and_then(|v| v.trim().parse::<u64>().ok());
            } else if header.name.eq_ignore_ascii_case("transfer-encoding") {
                chunked = header.value.to_ascii_lowercase().ends_with(b"chunked");
                // Where the value lies within the head, to blank it in place.
                let start = header.value.as_ptr() as usize - self.pending.as_ptr() as usize;
                encodings.push(start..start + header.value.len());
            } else if header.name.eq_ignore_ascii_case("upgrade") {
                return State::Passthrough;
            }
        }
        if upgrade {
            return State::Passthrough;
        }
        if has_length && !encodings.is_empty() {
            for range in encodings {
                for byte in &mut self.pending[range] {
                    *byte = b'x';
                }
            }
            return State::Passthrough;
        }
        match (chunked, length) {
            (true, _) => State::ChunkSize,
            (false, Some(n)) if n > 0 => State::Body(n),
            _ => State::Head,
        }
    }

    fn release(&mut self, count: usize) {
        if self.ready_from >= self.ready.len() {
            self.ready.clear();
            self.ready_from = 0;
        }
        self.ready.extend(self.pending.drain(..count));
    }
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

impl<S: AsyncRead + Unpin> AsyncRead for FramedStream<S> {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        out: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let this = &mut *self;
        loop {
            if this.ready_from < this.ready.len() {
                let n = out.remaining().min(this.ready.len() - this.ready_from);
                out.put_slice(&this.ready[this.ready_from..this.ready_from + n]);
                this.ready_from += n;
                return Poll::Ready(Ok(()));
            }
            if this.state == State::Passthrough && this.pending.is_empty() {
                return Pin::new(&mut this.inner).poll_read(cx, out);
            }
            // Uninitialised: zeroing 16 KB on every read cost more than the read's own copy.
            let mut buffer = [MaybeUninit::<u8>::uninit(); 16 * 1024];
            let mut read = ReadBuf::uninit(&mut buffer);
            match Pin::new(&mut this.inner).poll_read(cx, &mut read) {
                Poll::Ready(Ok(())) => {
                    let filled = read.filled();
                    let eof = filled.is_empty();
                    this.pending.extend_from_slice(filled);
                    this.inspect(eof);
                    if eof && this.ready_from >= this.ready.len() {
                        return Poll::Ready(Ok(()));
                    }
                }
                other => return other,
            }
        }
    }
}

impl<S: AsyncWrite + Unpin> AsyncWrite for FramedStream<S> {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.inner).poll_write(cx, buf)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_shutdown(cx)
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.inner).poll_write_vectored(cx, bufs)
    }

    fn is_write_vectored(&self) -> bool {
        self.inner.is_write_vectored()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(input: &[u8]) -> Vec<u8> {
        let mut guard = FramedStream::new(());
        for chunk in input.chunks(7) {
            guard.pending.extend_from_slice(chunk);
            guard.inspect(false);
        }
        guard.inspect(true);
        guard.ready
    }

    #[test]
    fn both_length_and_encoding_blank_the_encoding() {
        let out = run(b"POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n");
        let text = String::from_utf8_lossy(&out);
        assert!(text.contains("Transfer-Encoding: xxxxxxx\r\n"), "{text}");
    }

    #[test]
    fn a_smuggled_second_request_is_found_after_a_chunked_body() {
        let input = b"POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n3;x=y\r\nabc\r\n0\r\n\r\nPOST / HTTP/1.1\r\nHost: a\r\nContent-Length: 1\r\nTransfer-Encoding: chunked\r\n\r\n";
        let text = String::from_utf8_lossy(&run(input)).into_owned();
        assert!(text.starts_with("POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n"));
        assert!(
            text.ends_with("Content-Length: 1\r\nTransfer-Encoding: xxxxxxx\r\n\r\n"),
            "{text}"
        );
    }

    #[test]
    fn ordinary_requests_pass_unchanged() {
        let input =
            b"POST /a HTTP/1.1\r\nContent-Length: 4\r\n\r\nbodyGET /b HTTP/1.1\r\nHost: x\r\n\r\n";
        assert_eq!(run(input), input.to_vec());
    }
}
