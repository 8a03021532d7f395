import { describe, expect, it } from "vitest";
import {
  enquiryFields,
  MESSAGE_BAD_CHOICE,
  MESSAGE_BAD_EMAIL,
  MESSAGE_CONTROL_CHARACTERS,
} from "~/generated/enquiry-rules";
import { firstInvalidField, validateEnquiry } from "~/lib/enquiry/validate";

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
    expect(validateEnquiry(valid)).toEqual({});
  });

  it("asks for every required field, with the server's words", () => {
    const errors = validateEnquiry({});
    const required = enquiryFields.filter((f) => f.required);
    expect(Object.keys(errors)).toEqual(required.map((f) => f.name));
    expect(errors.firstName).toBe("Enter your first name.");
    expect(firstInvalidField(errors)).toBe("firstName");
  });

  it("trims before checking and counts characters, not UTF-16 units", () => {
    expect(validateEnquiry({ ...valid, firstName: "   " }).firstName).toBe(
      "Enter your first name.",
    );
    expect(validateEnquiry({ ...valid, firstName: "😀".repeat(100) }).firstName).toBeUndefined();
    expect(validateEnquiry({ ...valid, firstName: "😀".repeat(101) }).firstName).toBe(
      "Use at most 100 characters.",
    );
  });

  it("refuses bad addresses, unlisted choices and control characters", () => {
    expect(validateEnquiry({ ...valid, email: "asha@localhost" }).email).toBe(MESSAGE_BAD_EMAIL);
    expect(validateEnquiry({ ...valid, budget: "1M" }).budget).toBe(MESSAGE_BAD_CHOICE);
    expect(validateEnquiry({ ...valid, lastName: "R\u0000" }).lastName).toBe(
      MESSAGE_CONTROL_CHARACTERS,
    );
    expect(validateEnquiry({ ...valid, lastName: "R\nao" }).lastName).toBe(
      MESSAGE_CONTROL_CHARACTERS,
    );
    expect(validateEnquiry({ ...valid, message: "line one\nline two" }).message).toBeUndefined();
  });
});
