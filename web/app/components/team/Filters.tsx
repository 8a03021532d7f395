// A filter bar whose values live in the URL's query: the list, the CSV export and a shared link
// all read the same filters. Applying replaces the query; an empty field drops its key.
import { useId, type FormEvent, type ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { t } from "~/content/team-console";

export interface FilterField {
  name: string;
  label: string;
  /** A select's options ([value, label]); without them, a text input (or a date for from/to). */
  options?: [string, string][];
  type?: "text" | "date";
}

export function Filters({
  fields,
  clearTo,
  extra,
}: {
  fields: FilterField[];
  clearTo: string;
  extra?: ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const base = useId();
  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const field of fields) {
      const value = String(data.get(field.name) ?? "").trim();
      if (value) next.set(field.name, value);
    }
    setParams(next);
  }
  // Keyed by the query, so Back and Forward show the filters of the list they show.
  return (
    <form className="tc-filters" onSubmit={apply} key={params.toString()} role="search">
      <fieldset>
        <legend>{t.filters.legend}</legend>
        <div className="tc-filter-fields">
          {fields.map((field) => {
            const id = `${base}-${field.name}`;
            const value = params.get(field.name) ?? "";
            return (
              <div key={field.name} className="tc-field">
                <label htmlFor={id}>{field.label}</label>
                {field.options ? (
                  <select id={id} name={field.name} defaultValue={value}>
                    <option value="">{t.filters.any}</option>
                    {field.options.map(([v, label]) => (
                      <option key={v} value={v}>
                        {label}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input
                    id={id}
                    name={field.name}
                    type={field.type ?? "text"}
                    defaultValue={value}
                  />
                )}
              </div>
            );
          })}
          <div className="tc-filter-buttons">
            <button type="submit" className="tc-button">
              {t.filters.apply}
            </button>
            <Link to={clearTo} className="tc-button tc-button-quiet">
              {t.filters.clear}
            </Link>
            {extra}
          </div>
        </div>
      </fieldset>
    </form>
  );
}
