import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { applicationMessageKeys, CV_MAX_BYTES } from "~/generated/application-rules";
import { checkCv, validateApplication } from "~/lib/application/validate";

const errorsIn = (language: string): Record<string, string> =>
  parse(readFileSync(`content/${language}/application-form.yaml`, "utf8")).errors;

const valid = {
  jobSlug: "senior-product-designer",
  firstName: "Yuki",
  lastName: "Sato",
  email: "yuki@example.jp",
  location: "Osaka",
  coverNote: "Hello",
  consent: "on",
};
const cv = { name: "cv.pdf", size: 1000 };

describe("validateApplication (the server's rules, messages by key)", () => {
  it("accepts a complete application", () => {
    expect(validateApplication(valid, cv, errorsIn("en"))).toEqual({});
  });

  it("writes English exactly as the server does", () => {
    const errors = validateApplication(
      { ...valid, consent: "", profileUrl: "ftp://x" },
      undefined,
      errorsIn("en"),
    );
    expect(errors.consent).toBe(
      "Tick the box to let us keep your application for the hiring process.",
    );
    expect(errors.profileUrl).toBe("Enter a web address starting with https://.");
    expect(errors.cv).toBe("Choose your CV: a PDF or Word (.docx) file of up to 5 MB.");
  });

  it("writes each language's words for the CV checks", () => {
    const ja = errorsIn("ja");
    expect(checkCv({ name: "cv.pdf", size: CV_MAX_BYTES + 1 }, ja)).toBe(ja.cvTooLarge);
    expect(checkCv({ name: "cv.png", size: 10 }, errorsIn("de"))).toBe(
      "Bitte laden Sie ein PDF- oder Word-Dokument (.docx) hoch.",
    );
    expect(validateApplication({ ...valid, location: "" }, cv, errorsIn("ar")).location).toBe(
      "يُرجى إخبارنا بمكان إقامتك.",
    );
  });

  it("has words for every key the rules name, in every language", () => {
    for (const language of ["en", "de", "ja", "ar"]) {
      expect(Object.keys(errorsIn(language)).sort(), language).toEqual(
        [...applicationMessageKeys].sort(),
      );
    }
  });
});
