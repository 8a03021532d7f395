import data from "virtual:content/question-form";
import type { CollectionContent } from "./collections";

// A candidate's question about a position: the page's, the form's and the thank-you page's words
// (content/<locale>/question-form.yaml). The rules come from the server, generated into
// ~/generated/question-rules.ts. Pages pass the copy from their build-time loader, so it is in
// the HTML rather than in the JavaScript.

export type QuestionFormCopy = CollectionContent<"question-form">;

export const questionFormCopy: QuestionFormCopy = data;
