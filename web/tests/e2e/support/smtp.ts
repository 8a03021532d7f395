// A tiny SMTP receiver for tests that need the server's e-mail (the team console's invitations):
// it accepts every message on 127.0.0.1 and keeps it, with no npm dependency (Node's `net`).
// Enough of RFC 5321 for the server's mail client: 220 greeting; EHLO/HELO, MAIL, RCPT, RSET,
// NOOP answered 250; DATA 354 and collected up to "<CRLF>.<CRLF>"; QUIT 221. No TLS, no AUTH
// (the server is told smtp://, not smtps://).
import { createServer, type Server, type Socket } from "node:net";

export interface Mail {
  from: string;
  to: string[];
  /** The message as received (headers and body, dot-stuffing undone). */
  raw: string;
  /** The decoded text of every part (quoted-printable and base64 undone), joined. */
  text: string;
}

export interface SmtpReceiver {
  url: string;
  port: number;
  messages: Mail[];
  /** Resolves with the first message (already received or still to come) that matches. */
  waitFor: (match: (mail: Mail) => boolean, timeoutMs?: number) => Promise<Mail>;
  close: () => Promise<void>;
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, "");
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i]!, "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

/** One part's body decoded by its Content-Transfer-Encoding. */
function decodePart(headers: string, body: string): string {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === "base64")
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  return body;
}

/** The text of a message: every leaf part decoded (multipart bodies split by their boundary). */
export function messageText(raw: string): string {
  const split = raw.indexOf("\r\n\r\n");
  const headers = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? "" : raw.slice(split + 4);
  const unfolded = headers.replace(/\r\n[ \t]+/g, " ");
  const boundary = /content-type:\s*multipart\/[^\r\n]*boundary="?([^";\r\n]+)"?/i.exec(
    unfolded,
  )?.[1];
  if (!boundary) return decodePart(unfolded, body);
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((part) => !part.startsWith("--"))
    .map((part) => messageText(part.replace(/^\r\n/, "")))
    .join("\n");
}

export async function startSmtp(): Promise<SmtpReceiver> {
  const messages: Mail[] = [];
  const waiters: { match: (mail: Mail) => boolean; resolve: (mail: Mail) => void }[] = [];
  const sockets = new Set<Socket>();

  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {});
    let buffer = "";
    let inData = false;
    let from = "";
    let to: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 localhost test SMTP ready");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          const endAtStart = buffer.startsWith(".\r\n") ? 0 : -1;
          if (end < 0 && endAtStart < 0) return;
          const cut = endAtStart === 0 ? 0 : end + 2;
          const raw = buffer.slice(0, cut).replace(/^\.\./gm, ".");
          buffer = buffer.slice(cut + 3);
          inData = false;
          const mail = { from, to, raw, text: messageText(raw) };
          messages.push(mail);
          const served = waiters.filter((waiter) => waiter.match(mail));
          for (const waiter of served) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(mail);
          }
          reply("250 OK: queued");
          continue;
        }
        const newline = buffer.indexOf("\r\n");
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO") {
          socket.write("250-localhost\r\n250-8BITMIME\r\n250-SMTPUTF8\r\n250 OK\r\n");
        } else if (verb === "HELO" || verb === "NOOP") {
          reply("250 OK");
        } else if (verb === "RSET") {
          from = "";
          to = [];
          reply("250 OK");
        } else if (verb === "MAIL") {
          from = /<([^>]*)>/.exec(line)?.[1] ?? "";
          to = [];
          reply("250 OK");
        } else if (verb === "RCPT") {
          to.push(/<([^>]*)>/.exec(line)?.[1] ?? "");
          reply("250 OK");
        } else if (verb === "DATA") {
          inData = true;
          reply("354 End data with <CR><LF>.<CR><LF>");
        } else if (verb === "QUIT") {
          reply("221 Bye");
          socket.end();
          return;
        } else {
          reply("502 Command not implemented");
        }
      }
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    waitFor: (match, timeoutMs = 20_000) => {
      const found = messages.find(match);
      if (found) return Promise.resolve(found);
      return new Promise<Mail>((resolve, reject) => {
        const timer = setTimeout(
          () =>
            reject(
              new Error(`no matching e-mail within ${timeoutMs} ms (${messages.length} received)`),
            ),
          timeoutMs,
        );
        waiters.push({
          match,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        });
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
