import data from "virtual:content/enquiry-form";

// The enquiry form's words (content/<locale>/enquiry-form.yaml): labels, hints and the
// outcomes a visitor reads, and the words of each message key the rules name (errors:). The
// rules (which fields are required, lengths, which message per field) come from the server,
// generated into ~/generated/enquiry-rules.ts.

export const fieldLabels = data.fieldLabels;
export const formCopy = data.form;
export const outcomes = data.outcomes;
export const errorMessages = data.errors;
