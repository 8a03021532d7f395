import { useEffect, useRef, useState, type FormEvent } from "react";
import { FormField } from "~/components/contact/FormField";
import { buttonClass } from "~/components/ui/button-class";
import { withToaster } from "~/components/ui/withToaster";
import type { QuestionFormCopy } from "~/content/question-form";
import {
  FILL_TIME_FIELD,
  HONEYPOT_FIELD,
  IDEMPOTENCY_HEADER,
  LANGUAGE_FIELD,
  QUESTIONS_ENDPOINT,
  questionFields,
  type QuestionFieldName,
} from "~/generated/question-rules";
import { newIdempotencyKey } from "~/lib/forms/submit-outcome";
import { locale } from "~/lib/locale";
import { draftKeyAttribute } from "~/lib/inline-scripts/form-drafts";
import { draftKey, questionDraft } from "~/lib/question/draft";
import { submitQuestion } from "~/lib/question/submit";
import {
  firstInvalidField,
  validateQuestion,
  type QuestionErrors,
  type QuestionValues,
} from "~/lib/question/validate";
import { toast } from "~/lib/toast/store";
import { ConsentField } from "./ConsentField";

/** A field's message element; the server's no-JavaScript error page fills the same ids. */
export const errorId = (name: QuestionFieldName) => `question-${name}-error`;
const fieldId = (name: QuestionFieldName) => `question-${name}`;
const ruleOf = (name: QuestionFieldName) => questionFields.find((rule) => rule.name === name);

/**
 * A candidate's question about one position, for the hiring team. Without JavaScript it is a
 * plain form post: the server answers with a thank-you page, or this page again with every typed
 * value and the messages. With JavaScript it checks the fields as the server will, keeps the
 * typed answers on the device until the server confirms, cannot be sent twice, and shows the
 * thanks in place. An island (routes/job-question.tsx, `QuestionFormIsland`): the JavaScript
 * arrives on the first focus in or press on the form.
 */
export function QuestionForm({ jobSlug, copy }: { jobSlug: string; copy: QuestionFormCopy }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<QuestionErrors>({});
  const [busy, setBusy] = useState(false);
  const [enhanced, setEnhanced] = useState(false);
  const [sent, setSent] = useState(false);
  const sentRef = useRef<HTMLDivElement>(null);
  const inFlight = useRef(false);
  const startedAt = useRef(0);
  const idempotencyKey = useRef("");
  const draft = useRef(questionDraft(jobSlug));

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    startedAt.current = performance.now();
    idempotencyKey.current = newIdempotencyKey();
    // Messages the server put in the page (a form post sent before this script ran) become state.
    const fromServer: QuestionErrors = {};
    for (const { name } of questionFields) {
      const text = form.querySelector(`#${errorId(name)}`)?.textContent?.trim();
      if (text) fromServer[name] = text;
    }
    setErrors(fromServer);
    // The saved draft is already in the fields (lib/inline-scripts/form-drafts.ts); what was
    // typed between the first focus and now fired no React event, so it is kept here.
    draft.current.save(readValues(form));
    setEnhanced(true);
  }, []);

  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  const onInput = () => {
    if (formRef.current) draft.current.save(readValues(formRef.current));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (inFlight.current) return;
    const values = readValues(form);
    const found = validateQuestion(values, copy.errors);
    setErrors(found);
    if (focusFirstError(form, found)) {
      toast({ tone: "error", ...copy.outcomes.invalid });
      return;
    }
    inFlight.current = true;
    setBusy(true);
    const outcome = await submitQuestion({
      endpoint: QUESTIONS_ENDPOINT,
      idempotencyHeader: IDEMPOTENCY_HEADER,
      idempotencyKey: idempotencyKey.current,
      body: {
        ...values,
        [LANGUAGE_FIELD]: locale,
        [HONEYPOT_FIELD]: honeypotValue(form),
        [FILL_TIME_FIELD]: Math.round(performance.now() - startedAt.current),
      },
    });
    inFlight.current = false;
    setBusy(false);
    switch (outcome.kind) {
      case "stored":
        draft.current.clear();
        form.reset();
        setErrors({});
        idempotencyKey.current = newIdempotencyKey();
        startedAt.current = performance.now();
        setSent(true);
        break;
      case "invalid":
        setErrors(outcome.errors);
        focusFirstError(form, outcome.errors);
        toast({ tone: "error", ...copy.outcomes.invalid });
        break;
      case "rate-limited":
        toast({
          tone: "error",
          title: copy.outcomes.rateLimited.title,
          description: copy.outcomes.rateLimited.description.replace(
            "{seconds}",
            String(outcome.retryAfterSeconds),
          ),
        });
        break;
      case "failed":
        toast({ tone: "error", ...copy.outcomes.failed });
        break;
    }
  };

  const field = (name: Exclude<QuestionFieldName, "jobSlug" | "consent">) => ({
    id: fieldId(name),
    name,
    label: copy.fieldLabels[name],
    error: errors[name],
    errorId: errorId(name),
    required: ruleOf(name)?.required ?? false,
    maxChars: ruleOf(name)?.maxChars,
    // Every field of this form is required; the word is never shown.
    optionalText: "",
  });

  if (sent)
    return (
      <div
        ref={sentRef}
        tabIndex={-1}
        role="status"
        data-question-sent=""
        className="rounded-xl border border-line bg-surface-muted p-6 outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      >
        <h2 className="text-xl font-semibold text-ink">{copy.outcomes.sent.title}</h2>
        <p className="mt-2 text-ink-muted">{copy.outcomes.sent.description}</p>
      </div>
    );

  return (
    <form
      ref={formRef}
      id="question-form"
      method="post"
      action={QUESTIONS_ENDPOINT}
      noValidate={enhanced}
      onSubmit={onSubmit}
      onInput={onInput}
      aria-busy={busy || undefined}
      aria-labelledby="question-form-title"
      {...{ [draftKeyAttribute]: draftKey(jobSlug) }}
      className="grid gap-5 text-start sm:grid-cols-2"
    >
      <h2 id="question-form-title" className="text-xl font-semibold text-ink sm:col-span-2">
        {copy.form.title}
      </h2>
      {/* Filled only by the server's no-JavaScript error page. */}
      <div
        data-form-status=""
        role="alert"
        className="text-sm font-medium text-danger-fg empty:hidden sm:col-span-2"
        suppressHydrationWarning
      />
      <input type="hidden" name="jobSlug" defaultValue={jobSlug} />
      {/* The page's language: the server answers in it (messages, error page, thank-you page). */}
      <input type="hidden" name={LANGUAGE_FIELD} defaultValue={locale} />
      <FormField {...field("name")} autoComplete="name" />
      <FormField {...field("email")} type="email" autoComplete="email" />
      <FormField
        {...field("question")}
        multiline
        placeholder={copy.form.questionPlaceholder}
        className="sm:col-span-2"
      />
      <ConsentField
        id={fieldId("consent")}
        name="consent"
        text={copy.form.consent}
        privacyLink={copy.form.privacyLink}
        error={errors.consent}
        errorId={errorId("consent")}
      />
      <div aria-hidden="true" className="absolute -start-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="question-website">{copy.form.honeypotLabel}</label>
        <input
          id="question-website"
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-muted">{copy.form.draftNote}</p>
        <button
          type="submit"
          aria-disabled={busy || undefined}
          className={buttonClass(
            "primary",
            "lg",
            "shrink-0 aria-disabled:cursor-wait aria-disabled:opacity-70",
          )}
        >
          {busy ? copy.form.submitting : copy.form.submit}
        </button>
      </div>
    </form>
  );
}

/** The form with the page's notifications, as the question-form island hydrates it. */
export const QuestionFormIsland = withToaster(QuestionForm);

type TextControl = HTMLInputElement | HTMLTextAreaElement;

function isTextControl(element: unknown): element is TextControl {
  return (
    (element instanceof HTMLInputElement && element.type !== "checkbox") ||
    element instanceof HTMLTextAreaElement
  );
}

function readValues(form: HTMLFormElement): QuestionValues {
  const values: QuestionValues = {};
  for (const { name } of questionFields) {
    const control = form.elements.namedItem(name);
    if (control instanceof HTMLInputElement && control.type === "checkbox")
      values[name] = control.checked ? "on" : "";
    else if (isTextControl(control)) values[name] = control.value;
  }
  return values;
}

function honeypotValue(form: HTMLFormElement): string {
  const control = form.elements.namedItem(HONEYPOT_FIELD);
  return control instanceof HTMLInputElement ? control.value : "";
}

/** Moves focus to the first field with an error; true when there was one. */
function focusFirstError(form: HTMLFormElement, errors: QuestionErrors): boolean {
  const first = firstInvalidField(errors);
  if (!first) return false;
  const control = form.elements.namedItem(first);
  if (control instanceof HTMLElement) control.focus();
  return true;
}
