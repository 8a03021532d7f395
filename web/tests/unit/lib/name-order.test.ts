import { describe, expect, it } from "vitest";
import { familyNameFirst, inNameOrder } from "~/lib/forms/name-order";

// Japanese forms ask for 姓 (lastName) before 名 (firstName); the field names stay the server's.
describe("name order", () => {
  it("puts the family name first in Japanese only", () => {
    expect(familyNameFirst("ja")).toBe(true);
    for (const code of ["en", "de", "ar"] as const) expect(familyNameFirst(code)).toBe(false);
  });

  it("swaps only the two name fields", () => {
    const fields = ["firstName", "lastName", "email", "company"];
    expect(inNameOrder(fields, "ja")).toEqual(["lastName", "firstName", "email", "company"]);
    expect(inNameOrder(fields, "de")).toEqual(fields);
    expect(inNameOrder(["email", "lastName", "firstName"], "en")).toEqual([
      "email",
      "firstName",
      "lastName",
    ]);
    expect(inNameOrder(["email"], "ja")).toEqual(["email"]);
  });
});
