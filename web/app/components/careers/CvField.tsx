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

/**
 * The CV upload: a plain file input (it works without JavaScript), its hint and its message. The
 * input sits in a drop zone drawn like the other fields, its button drawn as the site's secondary
 * button; the browser's own focus ring and file dialog stay.
 */
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
      <div className="mt-1.5 rounded-xl border border-dashed border-line-strong bg-surface-muted px-3.5 py-3.5 transition-colors hover:border-brand-300 has-[[aria-invalid=true]]:border-solid has-[[aria-invalid=true]]:border-danger-fg">
        <input
          id={id}
          name={name}
          type="file"
          accept={accept}
          required
          onChange={onChange}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          className="block w-full min-w-0 cursor-pointer rounded-full text-sm text-ink-muted file:me-4 file:cursor-pointer file:rounded-full file:border file:border-solid file:border-line-strong file:bg-surface-raised file:px-4 file:py-2 file:text-sm file:font-semibold file:text-brand-800 file:shadow-sm file:transition-colors hover:file:border-brand-300 hover:file:bg-brand-50"
        />
      </div>
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
