interface CvFieldProps {
  id: string;
  name: string;
  label: string;
  hint: string;
  accept: string;
  error?: string;
  errorId: string;
  onChange?: () => void;
}

/** The CV upload: a plain file input (it works without JavaScript), its hint and its message. */
export function CvField({ id, name, label, hint, accept, error, errorId, onChange }: CvFieldProps) {
  const hintId = `${id}-hint`;
  return (
    <div className="sm:col-span-2">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <p id={hintId} className="mt-1 text-sm text-ink-muted">
        {hint}
      </p>
      <input
        id={id}
        name={name}
        type="file"
        accept={accept}
        required
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        className="mt-1.5 block w-full rounded-xl border border-dashed border-line-strong bg-surface px-3.5 py-3 text-sm text-ink file:mr-4 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100 aria-[invalid=true]:border-danger-fg"
      />
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
