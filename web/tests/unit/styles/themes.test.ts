// The accessibility sweep checks a page in full in the light theme and with axe's colour rules in
// the dark one (tests/e2e/site/accessibility.spec.ts). That holds while the themes differ in
// colour only: no element may be shown, hidden or laid out differently by theme.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";

const app = join(import.meta.dirname, "../../../app");
const sources = readdirSync(app, { recursive: true, encoding: "utf8" })
  .filter((file) => /\.(tsx?|css)$/.test(file))
  .map((file) => [file, readFileSync(join(app, file), "utf8")] as const);

/** Tailwind utilities that change whether or how an element is shown. */
const layoutUtility =
  /^(hidden|block|inline|inline-block|inline-flex|inline-grid|flex|grid|contents|table|flow-root|invisible|visible|collapse|sr-only|not-sr-only|absolute|relative|fixed|static|sticky|w-|h-|size-|m[trblxy]?-|p[trblxy]?-|order-|col-|row-)/;

describe("the dark theme changes colours only", () => {
  test("no `dark:` utility in the app shows, hides or moves an element", () => {
    const found = sources.flatMap(([file, text]) =>
      [...text.matchAll(/\bdark:([\w[\]\-/.#%]+)/g)]
        .map((m) => m[1]!)
        .filter((utility) => layoutUtility.test(utility))
        .map((utility) => `${file}: dark:${utility}`),
    );
    expect(found).toEqual([]);
  });

  test("the stylesheet's dark blocks set colour tokens and colour-scheme only", () => {
    const css = sources.filter(([file]) => file.endsWith(".css"));
    const found = css.flatMap(([file, text]) =>
      [...text.matchAll(/@variant dark\s*\{([^}]*)\}/g)].flatMap((m) =>
        m[1]!
          .split(";")
          .map((declaration) => declaration.replace(/\/\*[\s\S]*?\*\//g, "").trim())
          .filter(Boolean)
          .filter(
            (declaration) =>
              !/^(--color-[\w-]+|--shadow-[\w-]+|color-scheme)\s*:/.test(declaration),
          )
          .map((declaration) => `${file}: ${declaration}`),
      ),
    );
    expect(css.length).toBeGreaterThan(0);
    expect(found).toEqual([]);
  });
});
