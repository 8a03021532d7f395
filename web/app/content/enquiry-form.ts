// The enquiry form's words: labels, hints and the outcomes a visitor reads. The rules (which
// fields are required, lengths, messages per field) come from the server, generated into
// ~/generated/enquiry-rules.ts.
import type { EnquiryFieldName } from "~/generated/enquiry-rules";

export const fieldLabels: Record<EnquiryFieldName, string> = {
  firstName: "First name",
  lastName: "Last name",
  email: "Work email",
  company: "Company",
  projectType: "Project type",
  budget: "Budget",
  message: "Message",
};

export const formCopy = {
  optional: "optional",
  choosePrompt: "Select…",
  messagePlaceholder: "What would you like to build, and by when?",
  submit: "Send enquiry",
  submitting: "Sending…",
  honeypotLabel: "Leave this field empty",
  draftNote: "Your draft is kept on this device until we confirm we have it.",
} as const;

export const outcomes = {
  sent: {
    title: "Thank you: your enquiry is with our team",
    description: "We reply within 24 hours on business days.",
  },
  invalid: {
    title: "Please check the highlighted fields",
    description: "Your answers are kept; correct them and send again.",
  },
  rateLimited: {
    title: "Too many enquiries in a short time",
    description: "Please wait {seconds} seconds and send again. Your draft is kept.",
  },
  failed: {
    title: "Your enquiry could not be sent",
    description: "Nothing is lost: your draft is kept on this device. Please try again in a moment.",
  },
} as const;

export const thanksPage = {
  eyebrow: "Enquiry received",
  title: "Thank you for your enquiry",
  lead: "It is safely with our team. We reply within 24 hours on business days, usually with times for a 30-minute call.",
  backHome: "Back to the home page",
  exploreServices: "Explore our services",
} as const;
