import data from "virtual:content/enquiry-form";

// The enquiry form's choices (content/<locale>/enquiry-form.yaml). Values are the API's; the
// build checks them against the server's rules. Labels are what visitors read.
export const projectTypes = data.projectTypes;
export const budgets = data.budgets;
