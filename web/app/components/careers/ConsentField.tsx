import { localePath } from "~/lib/locale";

interface ConsentFieldProps {
  id: string;
  name: string;
  /** What is kept, why and for how long. */
  text: string;
  privacyLink: string;
  error?: string;
  errorId: string;
}

/** The consent checkbox: its label says what is kept, why and for how long. */
export function ConsentField({ id, name, text, privacyLink, error, errorId }: ConsentFieldProps) {
  return (
    <div className="sm:col-span-2">
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          value="on"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-1 h-5 w-5 shrink-0 rounded border-line-strong accent-brand-600"
        />
        <label htmlFor={id} className="text-sm leading-6 text-ink">
          {text}
        </label>
      </div>
      <p className="mt-1 ps-8 text-sm">
        {/* A document link: the forms are islands, which have no router. */}
        <a
          href={localePath("/privacy")}
          className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          {privacyLink}
        </a>
      </p>
      <p
        id={errorId}
        data-error-for={name}
        className="mt-1.5 ps-8 text-sm font-medium text-danger-fg empty:hidden"
        suppressHydrationWarning
      >
        {error}
      </p>
    </div>
  );
}
