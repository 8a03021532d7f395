// Grades the running server with the MDN HTTP Observatory's own scan().
//
// The Observatory needs the origin over HTTPS (HSTS only counts there) and over HTTP (it checks
// the redirect), on the default ports of one host name. This script puts in front of the server
// what the README's deployment asks of the reverse proxy, and nothing more: TLS termination
// (a throwaway certificate, trusted through NODE_EXTRA_CA_CERTS) and a 301 from HTTP to HTTPS.
// Both are reached through one port, each connection relayed by its first byte (0x16 opens a TLS
// handshake), so the scan can name the origin as `127.0.0.1:<port>`. Every response header comes from the server.
//
//   node grade.mjs --upstream 127.0.0.1:8080 --cert cert.pem --key key.pem [--require A+]
import { readFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import { parseArgs } from "node:util";

import { scan } from "@mdn/mdn-http-observatory";

const { values: args } = parseArgs({
  options: {
    upstream: { type: "string" },
    cert: { type: "string" },
    key: { type: "string" },
    require: { type: "string", default: "A+" },
  },
});
if (!args.upstream || !args.cert || !args.key) {
  console.error("usage: grade.mjs --upstream HOST:PORT --cert FILE --key FILE [--require GRADE]");
  process.exit(2);
}
const [upstreamHost, upstreamPort] = args.upstream.split(":");

function forward(request, response) {
  const proxied = http.request(
    {
      host: upstreamHost,
      port: Number(upstreamPort),
      method: request.method,
      path: request.url,
      headers: {
        ...request.headers,
        "x-forwarded-proto": "https",
        "x-forwarded-for": request.socket.remoteAddress ?? "",
      },
    },
    (upstream) => {
      response.writeHead(upstream.statusCode ?? 502, upstream.headers);
      upstream.pipe(response);
    },
  );
  proxied.on("error", (error) => {
    response.writeHead(502, { "content-type": "text/plain" });
    response.end(`upstream: ${error.message}\n`);
  });
  request.pipe(proxied);
}

const tlsServer = https.createServer(
  { cert: readFileSync(args.cert), key: readFileSync(args.key) },
  forward,
);
const redirectServer = http.createServer((request, response) => {
  response.writeHead(301, { location: `https://${request.headers.host}${request.url}` });
  response.end();
});
await Promise.all(
  [tlsServer, redirectServer].map((server) => new Promise((resolve) => server.listen(0, "127.0.0.1", resolve))),
);
// One port for both schemes: each connection is relayed by its first byte.
const front = net.createServer((socket) => {
  socket.once("data", (first) => {
    socket.pause();
    const { port } = (first[0] === 0x16 ? tlsServer : redirectServer).address();
    const inner = net.connect(port, "127.0.0.1", () => {
      inner.write(first);
      socket.pipe(inner).pipe(socket);
    });
    inner.on("error", () => socket.destroy());
    socket.on("error", () => inner.destroy());
  });
});
await new Promise((resolve) => front.listen(0, "127.0.0.1", resolve));
const origin = `127.0.0.1:${front.address().port}`;

let result;
try {
  result = await scan(origin);
} finally {
  for (const server of [front, tlsServer, redirectServer]) {
    server.closeAllConnections?.();
    server.close();
  }
}

const rows = Object.entries(result.tests).map(([name, test]) => ({
  test: name,
  pass: test.pass ? "yes" : "NO",
  modifier: test.scoreModifier,
  result: test.result,
}));
console.table(rows);
const { grade, score, testsPassed, testsQuantity } = result.scan;
console.log(`MDN HTTP Observatory: grade ${grade}, score ${score}, ${testsPassed}/${testsQuantity} tests passed`);
const order = ["A+", "A", "A-", "B+", "B", "B-", "C+", "C", "C-", "D+", "D", "D-", "F"];
if (order.indexOf(grade) > order.indexOf(args.require)) {
  console.error(`observatory: grade ${grade} is below the required ${args.require}`);
  process.exit(1);
}
