import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { collections } from "~/content/collections";
import { moduleTypes, moduleTypesFile } from "../../../scripts/content/module-types.ts";

// The `virtual:content/*` modules' types are written from the registry; the checked-in file
// must be what the registry gives (a build rewrites it; so does `node scripts/content/module-types.ts`).
describe("virtual-content.d.ts", () => {
  it("declares exactly the registry's collections, each typed by the registry", () => {
    expect(
      readFileSync(moduleTypesFile, "utf8"),
      "app/content/virtual-content.d.ts is stale: run node scripts/content/module-types.ts",
    ).toBe(moduleTypes());
  });

  it("names every collection once", () => {
    const declared = [
      ...moduleTypes().matchAll(/^declare module "virtual:content\/([^"]+)"/gm),
    ].map((match) => match[1]);
    expect(declared).toEqual(Object.keys(collections));
  });
});
