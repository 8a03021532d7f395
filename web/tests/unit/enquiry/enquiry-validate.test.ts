import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { enquiryFields, enquiryMessageKeys } from "~/generated/enquiry-rules";
import { firstInvalidField, validateEnquiry } from "~/lib/enquiry/validate";

/** A language's words for the form's message keys, as the build reads them. */
const errorsIn = (language: string): Record<string, string> =>
  parse(readFileSync(`content/${language}/enquiry-form.yaml`, "utf8")).errors;
const en = errorsIn("en");
const de = errorsIn("de");

const valid = {
  firstName: "Asha",
  lastName: "Rao",
  email: "asha.rao@company.co.in",
  company: "",
  projectType: "consulting",
  budget: "",
  message: "We would like an assistant on our portal.",
};

describe("validateEnquiry (the server's rules, generated)", () => {
  it("accepts a complete enquiry and ignores empty optional fields", () => {
    expect(validateEnquiry(valid, en)).toEqual({});
  });

  it("asks for every required field, with the server's words", () => {
    const errors = validateEnquiry({}, en);
    const required = enquiryFields.filter((f) => f.required);
    expect(Object.keys(errors)).toEqual(required.map((f) => f.name));
    expect(errors.firstName).toBe("Enter your first name.");
    expect(firstInvalidField(errors)).toBe("firstName");
  });

  it("trims before checking and counts characters, not UTF-16 units", () => {
    expect(validateEnquiry({ ...valid, firstName: "   " }, en).firstName).toBe(
      "Enter your first name.",
    );
    expect(
      validateEnquiry({ ...valid, firstName: "😀".repeat(100) }, en).firstName,
    ).toBeUndefined();
    expect(validateEnquiry({ ...valid, firstName: "😀".repeat(101) }, en).firstName).toBe(
      "Use at most 100 characters.",
    );
  });

  it("refuses bad addresses, unlisted choices and control characters", () => {
    expect(validateEnquiry({ ...valid, email: "asha@localhost" }, en).email).toBe(
      "Enter an email address like name@company.com.",
    );
    expect(validateEnquiry({ ...valid, budget: "1M" }, en).budget).toBe(
      "Choose one of the listed options.",
    );
    expect(validateEnquiry({ ...valid, lastName: "R\u0000" }, en).lastName).toBe(
      "Remove the unsupported characters.",
    );
    expect(validateEnquiry({ ...valid, lastName: "R\nao" }, en).lastName).toBe(
      "Remove the unsupported characters.",
    );
    expect(
      validateEnquiry({ ...valid, message: "line one\nline two" }, en).message,
    ).toBeUndefined();
  });

  it("speaks the page's language: the same keys, the translation's words", () => {
    expect(validateEnquiry({ ...valid, lastName: "" }, de).lastName).toBe(
      "Bitte geben Sie Ihren Nachnamen ein.",
    );
    expect(validateEnquiry({ ...valid, company: "x".repeat(201) }, de).company).toBe(
      "Bitte verwenden Sie höchstens 200 Zeichen.",
    );
  });

  it("has words for every key the rules name, in every language", () => {
    for (const language of ["en", "de", "ja", "ar"]) {
      expect(Object.keys(errorsIn(language)).sort(), language).toEqual(
        [...enquiryMessageKeys].sort(),
      );
    }
  });
});
