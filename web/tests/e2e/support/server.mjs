// Where the server under test comes from and how it is started. Shared by playwright.config.ts
// (webServer), the Lighthouse runner and the link check, so all of them test the same thing:
// the release Rust binary serving a production build.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const webDir = resolve(import.meta.dirname, "../../..");

/** The release server binary (SERVER_BIN, relative paths from web/). */
export const serverBin = resolve(webDir, process.env.SERVER_BIN ?? "../target/release/kaveri-site");
/** Arguments that make the binary serve the site (SERVER_ARGS, space-separated). */
export const serverArgs = (process.env.SERVER_ARGS ?? "serve").split(" ").filter(Boolean);
/** The production client build the server serves (STATIC_DIR, relative paths from web/). */
export const staticDir = resolve(webDir, process.env.STATIC_DIR ?? "build/client");
export const port = Number(process.env.E2E_PORT ?? 4173);
export const host = "127.0.0.1";
export const baseURL = `http://${host}:${port}`;

/** The system Chromium; tests never download a browser. Lighthouse and the screenshots use it. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const headlessShell = "/usr/bin/chromium-headless-shell";
/**
 * The browser the Playwright suites drive (e2e, budgets): CHROMIUM_PATH when it is set, else
 * Chromium's headless shell (Debian's chromium-headless-shell) when it is installed, else Chromium.
 * The shell is the same Chromium, engine and version, without the desktop browser around it, and
 * what Playwright itself runs headless tests in; on a 2-core machine it runs the suites in about
 * 60 % of the time.
 */
export const testChromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : chromiumPath);
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * The server's environment: a fresh SQLite database and upload folder in a temporary folder that is removed when
 * this process exits, so runs never see each other's data.
 */
export function serverEnv() {
  const dataDir = mkdtempSync(join(tmpdir(), "kaveri-e2e-"));
  process.on("exit", () => rmSync(dataDir, { recursive: true, force: true }));
  return {
    ...process.env,
    PORT: String(port),
    HOST: host,
    STATIC_DIR: staticDir,
    DATABASE_URL: `sqlite:${join(dataDir, "site.db")}`,
    // Uploaded CVs go to the same throwaway folder.
    OBJECT_STORE_URL: `file://${join(dataDir, "uploads")}`,
    // Every test submits from 127.0.0.1, so one shared per-client limit would make tests depend
    // on each other's timing; the limit itself is proved by the server's tests (rate_limits.rs).
    RATE_LIMIT_PER_MINUTE: process.env.RATE_LIMIT_PER_MINUTE ?? "0",
    // Warnings and errors only: a request log per asset would drown the test report.
    RUST_LOG: process.env.RUST_LOG ?? "warn",
    // No balancer to wait for: a stopped test server frees its port at once.
    SHUTDOWN_DRAIN_DELAY_MS: process.env.SHUTDOWN_DRAIN_DELAY_MS ?? "0",
  };
}

/** Polls `url` until it answers (any HTTP status) or `timeoutMs` passes. */
export async function waitForServer(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url, { method: "HEAD" });
      return;
    } catch (error) {
      if (Date.now() > deadline)
        throw new Error(`server did not answer ${url} within ${timeoutMs} ms`, { cause: error });
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

/**
 * Starts a server for a script that is not Playwright (Playwright uses `webServer`), or a second
 * server of its own for a test that needs other settings (`port`, and `env` on top of
 * `serverEnv()`'s). Returns its address, its environment (its DATABASE_URL) and how to stop it.
 */
export async function startServer({ port: ownPort = port, env = {} } = {}) {
  const childEnv = { ...serverEnv(), PORT: String(ownPort), ...env };
  const child = spawn(serverBin, serverArgs, {
    env: childEnv,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((_, reject) =>
    child.once("exit", (code) =>
      reject(new Error(`${serverBin} exited with code ${code} before answering`)),
    ),
  );
  exited.catch(() => {});
  const ownBaseURL = `http://${host}:${ownPort}`;
  await Promise.race([waitForServer(`${ownBaseURL}/`), exited]);
  return {
    baseURL: ownBaseURL,
    env: childEnv,
    stop: () => child.kill("SIGTERM"),
  };
}
