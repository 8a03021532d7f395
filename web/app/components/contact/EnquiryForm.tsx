import { useEffect, useRef, useState, type FormEvent } from "react";
import { budgets, projectTypes } from "~/content/enquiry";
import { errorMessages, fieldLabels, formCopy, outcomes } from "~/content/enquiry-form";
import {
  ENQUIRIES_ENDPOINT,
  FILL_TIME_FIELD,
  HONEYPOT_FIELD,
  IDEMPOTENCY_HEADER,
  LANGUAGE_FIELD,
  enquiryFields,
  type EnquiryFieldName,
} from "~/generated/enquiry-rules";
import { clearDraft, DRAFT_KEY, saveDraft } from "~/lib/enquiry/draft";
import { draftKeyAttribute } from "~/lib/inline-scripts/form-drafts";
import { submitEnquiry } from "~/lib/enquiry/submit";
import { newIdempotencyKey as newKey } from "~/lib/forms/submit-outcome";
import { nameAutocomplete, nameFields } from "~/lib/forms/name-order";
import { locale } from "~/lib/locale";
import {
  firstInvalidField,
  validateEnquiry,
  type EnquiryErrors,
  type EnquiryValues,
} from "~/lib/enquiry/validate";
import { toast } from "~/lib/toast/store";
import { buttonClass } from "~/components/ui/button-class";
import { withToaster } from "~/components/ui/withToaster";
import { FormField } from "./FormField";

/** The id of a field's message; the server's no-JavaScript error page uses the same ids. */
export const errorId = (name: EnquiryFieldName) => `enquiry-${name}-error`;
const fieldId = (name: EnquiryFieldName) => `enquiry-${name}`;

/**
 * The project enquiry form. Without JavaScript it is a plain form post: the server answers with
 * the thank-you page, or this page again with the values and messages filled in. With
 * JavaScript it checks the fields as the server will, keeps a draft on the device until the
 * server confirms it stored the enquiry, and cannot be sent twice. An island (routes/contact.tsx,
 * `EnquiryFormIsland`): the JavaScript arrives on the first focus in or press on the form.
 */
export function EnquiryForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<EnquiryErrors>({});
  const [busy, setBusy] = useState(false);
  const [enhanced, setEnhanced] = useState(false);
  const inFlight = useRef(false);
  const startedAt = useRef(0);
  const idempotencyKey = useRef("");

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    startedAt.current = performance.now();
    idempotencyKey.current = newKey();
    // Messages the server put in the page (a form post sent before this script ran) become state.
    const fromServer: EnquiryErrors = {};
    for (const { name } of enquiryFields) {
      const text = form.querySelector(`#${errorId(name)}`)?.textContent?.trim();
      if (text) fromServer[name] = text;
    }
    setErrors(fromServer);
    // The saved draft is already in the fields (lib/inline-scripts/form-drafts.ts); what was
    // typed between the first focus and now fired no React event, so it is kept here.
    saveDraft(readValues(form));
    setEnhanced(true);
  }, []);

  const onInput = () => {
    if (formRef.current) saveDraft(readValues(formRef.current));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (inFlight.current) return;
    const values = readValues(form);
    const found = validateEnquiry(values, errorMessages);
    setErrors(found);
    if (focusFirstError(form, found)) {
      toast({ tone: "error", ...outcomes.invalid });
      return;
    }
    inFlight.current = true;
    setBusy(true);
    const honeypot =
      (form.elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement | null)?.value ?? "";
    const outcome = await submitEnquiry({
      endpoint: ENQUIRIES_ENDPOINT,
      idempotencyHeader: IDEMPOTENCY_HEADER,
      idempotencyKey: idempotencyKey.current,
      body: {
        ...values,
        [HONEYPOT_FIELD]: honeypot,
        [FILL_TIME_FIELD]: Math.round(performance.now() - startedAt.current),
        [LANGUAGE_FIELD]: locale,
      },
    });
    inFlight.current = false;
    setBusy(false);
    switch (outcome.kind) {
      case "stored":
        clearDraft();
        form.reset();
        setErrors({});
        idempotencyKey.current = newKey();
        startedAt.current = performance.now();
        toast({ tone: "success", ...outcomes.sent });
        break;
      case "invalid":
        setErrors(outcome.errors);
        focusFirstError(form, outcome.errors);
        toast({ tone: "error", ...outcomes.invalid });
        break;
      case "rate-limited":
        toast({
          tone: "error",
          title: outcomes.rateLimited.title,
          description: outcomes.rateLimited.description.replace(
            "{seconds}",
            String(outcome.retryAfterSeconds),
          ),
        });
        break;
      case "failed":
        toast({ tone: "error", ...outcomes.failed });
        break;
    }
  };

  const common = (name: EnquiryFieldName) => ({
    id: fieldId(name),
    name,
    label: fieldLabels[name],
    error: errors[name],
    errorId: errorId(name),
    required: enquiryFields.find((f) => f.name === name)?.required ?? false,
    maxChars: enquiryFields.find((f) => f.name === name)?.maxChars,
    optionalText: formCopy.optional,
  });

  return (
    <form
      ref={formRef}
      method="post"
      action={ENQUIRIES_ENDPOINT}
      noValidate={enhanced}
      onSubmit={onSubmit}
      onInput={onInput}
      aria-busy={busy || undefined}
      data-enquiry-form=""
      {...{ [draftKeyAttribute]: DRAFT_KEY }}
      className="grid gap-5 sm:grid-cols-2"
    >
      {/* Filled only by the server's no-JavaScript error page. */}
      <div
        data-form-status=""
        role="alert"
        className="text-sm font-medium text-danger-fg empty:hidden sm:col-span-2"
        suppressHydrationWarning
      />
      {/* The page's language: the server answers in it (messages, error page, thank-you page). */}
      <input type="hidden" name={LANGUAGE_FIELD} defaultValue={locale} />
      {nameFields.map((name) => (
        <FormField key={name} {...common(name)} autoComplete={nameAutocomplete[name]} />
      ))}
      <FormField {...common("email")} type="email" autoComplete="email" />
      <FormField {...common("company")} autoComplete="organization" />
      <FormField
        {...common("projectType")}
        options={projectTypes}
        choosePrompt={formCopy.choosePrompt}
      />
      <FormField {...common("budget")} options={budgets} choosePrompt={formCopy.choosePrompt} />
      <FormField
        {...common("message")}
        multiline
        placeholder={formCopy.messagePlaceholder}
        className="sm:col-span-2"
      />
      <div aria-hidden="true" className="absolute -start-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="enquiry-website">{formCopy.honeypotLabel}</label>
        <input
          id="enquiry-website"
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-muted">{formCopy.draftNote}</p>
        <button
          type="submit"
          aria-disabled={busy || undefined}
          className={buttonClass(
            "primary",
            "lg",
            "shrink-0 aria-disabled:cursor-wait aria-disabled:opacity-70",
          )}
        >
          {busy ? <Spinner /> : null}
          {busy ? formCopy.submitting : formCopy.submit}
        </button>
      </div>
    </form>
  );
}

/** The form with the page's notifications, as the enquiry-form island hydrates it. */
export const EnquiryFormIsland = withToaster(EnquiryForm);

function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white motion-reduce:animate-none"
    />
  );
}

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function isField(element: unknown): element is FieldElement {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
  );
}

function readValues(form: HTMLFormElement): EnquiryValues {
  const values: EnquiryValues = {};
  for (const { name } of enquiryFields) {
    const control = form.elements.namedItem(name);
    if (isField(control)) values[name] = control.value;
  }
  return values;
}

/** Moves focus to the first field with an error; true when there was one. */
function focusFirstError(form: HTMLFormElement, errors: EnquiryErrors): boolean {
  const first = firstInvalidField(errors);
  if (!first) return false;
  const control = form.elements.namedItem(first);
  if (isField(control)) control.focus();
  return true;
}
