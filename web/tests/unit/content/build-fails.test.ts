import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { webDir } from "../../../scripts/content/load.ts";
import { brokenCopy } from "./broken-copy";

// The real build, pointed at a copy of the content with one broken file, stops with an error
// naming the file and the field.
const content = brokenCopy({ file: "services/cloud.yaml", edit: (data) => delete data.title });
const buildDir = mkdtempSync(join(tmpdir(), "kaveri-build-"));
afterAll(() => {
  content.remove();
  rmSync(buildDir, { recursive: true, force: true });
});

it(
  "react-router build fails on a broken content file, naming file and field",
  { timeout: 240_000 },
  () => {
    const result = spawnSync(join(webDir, "node_modules/.bin/react-router"), ["build"], {
      cwd: webDir,
      env: { ...process.env, CONTENT_DIR: content.root, BUILD_DIR: buildDir },
      encoding: "utf8",
      timeout: 230_000,
    });
    expect(result.status).not.toBe(0);
    expect(`${result.stdout}\n${result.stderr}`).toContain(
      "content/en/services/cloud.yaml: title: is required (text)",
    );
  },
);
