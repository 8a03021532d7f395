import { defineConfig } from "@playwright/test";
import {
  baseURL,
  chromiumArgs,
  chromiumPath,
  port,
  serverArgs,
  serverBin,
  serverEnv,
  testChromiumPath,
} from "./tests/e2e/support/server.mjs";

// The config is evaluated again in every worker; only the runner starts the server, so only it
// creates the server's temporary database.
const isRunner = process.env.TEST_WORKER_INDEX === undefined;

/** The specs about how text is set in each script's face and where lines wrap. */
const renderingSpecs = [
  "**/site/header-fit.spec.ts",
  "**/languages/script-faces.spec.ts",
  "**/languages/japanese-lines.spec.ts",
  "**/layout/typeface.spec.ts",
  "**/layout/finish.spec.ts",
];

/**
 * End-to-end tests and budgets: the system Chromium against the release Rust server serving a
 * production build (SERVER_BIN, STATIC_DIR, E2E_PORT, CHROMIUM_PATH; see tests/README.md).
 */
export default defineConfig({
  workers: 2,
  // Tests, not files, are shared out: one long file (the axe sweep) would otherwise keep one
  // worker busy after the other has finished. Every test has its own browser context.
  fullyParallel: true,
  // On CI a failed test runs once more, and one that passes then is listed as flaky in the log:
  // a bug to fix at its cause (docs/testing.md). The CI host is a shared 2-core machine whose
  // speed swings several-fold within the hour; locally a failure shows at once.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [["list"]],
  // One folder per port: parallel runs (one per E2E_PORT) never clean each other's artifacts.
  outputDir: `test-results/port-${port}`,
  use: {
    baseURL,
    viewport: { width: 1440, height: 900 },
    // Recording a trace costs as much as a third of a test's time on two cores (the axe sweep:
    // 3.1 min with a trace for every test, 2.1 without), so only a retried test records one; on
    // CI every failure is retried once, and its trace is kept in the test-results folder.
    trace: "on-first-retry",
    launchOptions: { executablePath: testChromiumPath, args: chromiumArgs },
  },
  projects: [
    { name: "e2e", testDir: "tests/e2e", testIgnore: renderingSpecs },
    // How a system face sets a script's text (a Japanese label's width, where a line wraps) is
    // checked in the browser visitors run: the headless shell picks its fallback faces itself.
    {
      name: "e2e-rendering",
      testDir: "tests/e2e",
      testMatch: renderingSpecs,
      use: { launchOptions: { executablePath: chromiumPath, args: chromiumArgs } },
    },
    // Budgets measure bytes and layout shifts, which a parallel test does not change.
    { name: "budgets", testDir: "tests/budgets", timeout: 300_000 },
  ],
  webServer: {
    command: [serverBin, ...serverArgs].map((part) => JSON.stringify(part)).join(" "),
    url: `${baseURL}/`,
    env: isRunner ? (serverEnv() as Record<string, string>) : {},
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
