// The enquiry form's choices (SPEC §5). Values are the API's; labels are what visitors read.

export const projectTypes = [
  { value: "web-development", label: "Web development" },
  { value: "mobile-app", label: "Mobile app" },
  { value: "ai-integration", label: "AI integration" },
  { value: "consulting", label: "Consulting" },
  { value: "other", label: "Other" },
] as const;

export const budgets = [
  { value: "10k-25k", label: "$10k – $25k" },
  { value: "25k-50k", label: "$25k – $50k" },
  { value: "50k-100k", label: "$50k – $100k" },
  { value: "100k+", label: "$100k+" },
] as const;
