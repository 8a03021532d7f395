import { useEffect, useRef, useState, type FormEvent } from "react";
import { FormField } from "~/components/contact/FormField";
import { buttonClass } from "~/components/ui/button-class";
import { withToaster } from "~/components/ui/withToaster";
import type { ApplicationFormCopy } from "~/content/application-form";
import {
  APPLICATIONS_ENDPOINT,
  CV_ACCEPT,
  CV_FIELD,
  FILL_TIME_FIELD,
  HONEYPOT_FIELD,
  IDEMPOTENCY_HEADER,
  LANGUAGE_FIELD,
  applicationFields,
  type ApplicationFieldName,
} from "~/generated/application-rules";
import { applicationDraft, draftKey } from "~/lib/application/draft";
import { draftKeyAttribute } from "~/lib/inline-scripts/form-drafts";
import { submitApplication } from "~/lib/application/submit";
import {
  firstInvalidField,
  formOrder,
  validateApplication,
  type ApplicationErrors,
  type ApplicationField,
  type ApplicationValues,
} from "~/lib/application/validate";
import { newIdempotencyKey } from "~/lib/forms/submit-outcome";
import { nameAutocomplete, nameFields } from "~/lib/forms/name-order";
import { locale } from "~/lib/locale";
import { toast } from "~/lib/toast/store";
import { ConsentField } from "./ConsentField";
import { CvField } from "./CvField";

/** A field's message element; the server's no-JavaScript error page fills the same ids. */
export const errorId = (name: ApplicationField) => `application-${name}-error`;
const fieldId = (name: ApplicationField) => `application-${name}`;
const ruleOf = (name: ApplicationFieldName) => applicationFields.find((rule) => rule.name === name);

/**
 * A job application with a CV. Without JavaScript it is a plain multipart form post: the server
 * answers with a thank-you page, or the job's page again with every typed value and the
 * messages. With JavaScript it checks the fields as the server will, shows the upload's
 * progress, keeps the typed answers on the device until the server confirms, and cannot be
 * sent twice. An island (components/sections/JobApply.tsx, `ApplicationFormIsland`): the
 * JavaScript arrives on the first focus in or press on the form; a CV chosen before stays chosen.
 */
export function ApplicationForm({ jobSlug, copy }: { jobSlug: string; copy: ApplicationFormCopy }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<ApplicationErrors>({});
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [enhanced, setEnhanced] = useState(false);
  // The server sent this page back after a failed post: the browser has dropped the chosen file.
  const [fileDropped, setFileDropped] = useState(false);
  const inFlight = useRef(false);
  const startedAt = useRef(0);
  const idempotencyKey = useRef("");
  const draft = useRef(applicationDraft(jobSlug));

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    startedAt.current = performance.now();
    idempotencyKey.current = newIdempotencyKey();
    // Messages the server put in the page (a form post sent before this script ran) become state.
    const fromServer: ApplicationErrors = {};
    for (const name of formOrder) {
      const text = form.querySelector(`#${errorId(name)}`)?.textContent?.trim();
      if (text) fromServer[name] = text;
    }
    setErrors(fromServer);
    setFileDropped(Object.keys(fromServer).length > 0);
    // The saved draft is already in the fields (lib/inline-scripts/form-drafts.ts); what was
    // typed between the first focus and now fired no React event, so it is kept here.
    draft.current.save(readValues(form));
    setEnhanced(true);
  }, []);

  const onInput = () => {
    if (formRef.current) draft.current.save(readValues(formRef.current));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (inFlight.current) return;
    const file = chosenFile(form);
    const found = validateApplication(readValues(form), file, copy.errors);
    setErrors(found);
    if (focusFirstError(form, found)) {
      toast({ tone: "error", ...copy.outcomes.invalid });
      return;
    }
    inFlight.current = true;
    setBusy(true);
    setProgress(0);
    const body = new FormData(form);
    body.set(FILL_TIME_FIELD, String(Math.round(performance.now() - startedAt.current)));
    const outcome = await submitApplication({
      endpoint: APPLICATIONS_ENDPOINT,
      idempotencyHeader: IDEMPOTENCY_HEADER,
      idempotencyKey: idempotencyKey.current,
      body,
      onProgress: setProgress,
    });
    inFlight.current = false;
    setBusy(false);
    setProgress(null);
    switch (outcome.kind) {
      case "stored":
        draft.current.clear();
        form.reset();
        setErrors({});
        idempotencyKey.current = newIdempotencyKey();
        startedAt.current = performance.now();
        setFileDropped(false);
        toast({ tone: "success", ...copy.outcomes.sent });
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

  const field = (name: Exclude<ApplicationFieldName, "jobSlug" | "consent">) => ({
    id: fieldId(name),
    name,
    label: copy.fieldLabels[name],
    error: errors[name],
    errorId: errorId(name),
    required: ruleOf(name)?.required ?? false,
    maxChars: ruleOf(name)?.maxChars,
    optionalText: copy.form.optional,
  });
  const percent = progress === null ? 0 : Math.round(progress * 100);

  return (
    <form
      ref={formRef}
      id="application-form"
      method="post"
      action={APPLICATIONS_ENDPOINT}
      encType="multipart/form-data"
      noValidate={enhanced}
      onSubmit={onSubmit}
      onInput={onInput}
      aria-busy={busy || undefined}
      aria-labelledby="application-form-title"
      {...{ [draftKeyAttribute]: draftKey(jobSlug) }}
      className="grid gap-5 text-start sm:grid-cols-2"
    >
      <div className="sm:col-span-2">
        <h3 id="application-form-title" className="text-xl font-semibold text-ink">
          {copy.form.title}
        </h3>
        <p className="mt-2 text-ink-muted">{copy.form.lead}</p>
      </div>
      {/* Filled only by the server's no-JavaScript error page. */}
      <div
        data-form-status=""
        role="alert"
        className="text-sm font-medium text-danger-fg empty:hidden sm:col-span-2"
        suppressHydrationWarning
      />
      <input type="hidden" name="jobSlug" defaultValue={jobSlug} />
      {/* The page's language: the server answers in it (messages, error page, thank-you page).
          Before the CV, so a refused upload is still answered in it. */}
      <input type="hidden" name={LANGUAGE_FIELD} defaultValue={locale} />
      {nameFields.map((name) => (
        <FormField key={name} {...field(name)} autoComplete={nameAutocomplete[name]} />
      ))}
      <FormField {...field("email")} type="email" autoComplete="email" />
      <FormField {...field("phone")} type="tel" autoComplete="tel" />
      <FormField {...field("location")} autoComplete="address-level2" />
      <FormField
        {...field("profileUrl")}
        type="url"
        autoComplete="url"
        placeholder={copy.form.profilePlaceholder}
      />
      <CvField
        id={fieldId(CV_FIELD)}
        name={CV_FIELD}
        label={copy.cv.label}
        hint={fileDropped ? `${copy.cv.hint} ${copy.cv.chooseAgain}` : copy.cv.hint}
        accept={CV_ACCEPT}
        error={errors[CV_FIELD]}
        errorId={errorId(CV_FIELD)}
      />
      <FormField
        {...field("coverNote")}
        multiline
        placeholder={copy.form.coverNotePlaceholder}
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
        <label htmlFor="application-website">{copy.form.honeypotLabel}</label>
        <input
          id="application-website"
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      {progress !== null ? (
        <div className="sm:col-span-2">
          <label htmlFor="application-progress" className="text-sm font-medium text-ink">
            {copy.form.uploading} ({percent}%)
          </label>
          <progress
            id="application-progress"
            max={100}
            value={percent}
            className="mt-1.5 block h-2 w-full accent-brand-600"
          />
        </div>
      ) : null}
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

/** The form with the page's notifications, as the application-form island hydrates it. */
export const ApplicationFormIsland = withToaster(ApplicationForm);

type TextControl = HTMLInputElement | HTMLTextAreaElement;

function isTextControl(element: unknown): element is TextControl {
  return (
    (element instanceof HTMLInputElement &&
      element.type !== "file" &&
      element.type !== "checkbox") ||
    element instanceof HTMLTextAreaElement
  );
}

function readValues(form: HTMLFormElement): ApplicationValues {
  const values: ApplicationValues = {};
  for (const { name } of applicationFields) {
    const control = form.elements.namedItem(name);
    if (control instanceof HTMLInputElement && control.type === "checkbox")
      values[name] = control.checked ? "on" : "";
    else if (isTextControl(control)) values[name] = control.value;
  }
  return values;
}

function chosenFile(form: HTMLFormElement) {
  const input = form.elements.namedItem(CV_FIELD);
  const file = input instanceof HTMLInputElement ? input.files?.[0] : undefined;
  return file ? { name: file.name, size: file.size } : undefined;
}

/** Moves focus to the first field with an error; true when there was one. */
function focusFirstError(form: HTMLFormElement, errors: ApplicationErrors): boolean {
  const first = firstInvalidField(errors);
  if (!first) return false;
  const control = form.elements.namedItem(first);
  if (control instanceof HTMLElement) control.focus();
  return true;
}
