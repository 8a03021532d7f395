import { Icon } from "~/components/ui/Icon";

interface FormFieldProps {
  id: string;
  name: string;
  label: string;
  error?: string;
  errorId: string;
  required: boolean;
  optionalText: string;
  maxChars?: number;
  type?: string;
  autoComplete?: string;
  placeholder?: string;
  multiline?: boolean;
  options?: readonly { value: string; label: string }[];
  choosePrompt?: string;
  className?: string;
  /** A hint under the label, tied to the control. */
  hint?: string;
}

const control =
  "block w-full rounded-xl border bg-surface-raised px-3.5 py-2.5 text-ink shadow-sm transition-colors placeholder:text-ink-muted/80 hover:border-brand-300 focus-visible:border-brand-600 aria-[invalid=true]:border-danger-fg";

// A native select drawn like the text fields: the site's chevron instead of the platform's arrow;
// the list of options stays the platform's, in the theme's colours.
const select =
  "cursor-pointer appearance-none pe-11 focus:border-brand-600 [&>option]:bg-surface-raised [&>option]:text-ink";

/**
 * One labelled control with its message. The message element is always rendered (empty when
 * there is nothing to say) so the server's no-JavaScript error page can fill it; the control
 * points at it with aria-describedby only while it holds a message.
 */
export function FormField({
  id,
  name,
  label,
  error,
  errorId,
  required,
  optionalText,
  maxChars,
  type = "text",
  autoComplete,
  placeholder,
  multiline,
  options,
  choosePrompt,
  className = "",
  hint,
}: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [hintId, error ? errorId : undefined].filter(Boolean).join(" ") || undefined;
  const shared = {
    id,
    name,
    required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    className: `${control} ${error ? "border-danger-fg" : "border-line-strong"}`,
  } as const;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
        {required ? null : <span className="font-normal text-ink-muted"> ({optionalText})</span>}
      </label>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {options ? (
        <div className="relative mt-1.5">
          <select {...shared} className={`${shared.className} ${select}`} defaultValue="">
            <option value="">{choosePrompt}</option>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          <Icon
            name="chevronDown"
            className="pointer-events-none absolute top-1/2 end-4 h-4 w-4 -translate-y-1/2 text-ink-muted"
          />
        </div>
      ) : multiline ? (
        <textarea
          {...shared}
          className={`${shared.className} mt-1.5`}
          rows={6}
          maxLength={maxChars}
          placeholder={placeholder}
        />
      ) : (
        <input
          {...shared}
          className={`${shared.className} mt-1.5`}
          type={type}
          autoComplete={autoComplete}
          maxLength={maxChars}
          placeholder={placeholder}
        />
      )}
      <p
        id={errorId}
        data-error-for={name}
        className="mt-1.5 text-sm font-medium text-danger-fg empty:hidden"
        suppressHydrationWarning
      >
        {error}
      </p>
    </div>
  );
}
