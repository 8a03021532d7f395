import { Link } from "react-router";
import { searchPath } from "~/lib/search/ids";
import { localePath } from "~/lib/locale";
import { FirstScreenEnd } from "~/components/site/FirstScreenEnd";
import { buttonClass } from "~/components/ui/Button";
import { Icon } from "~/components/ui/Icon";
import { headerCopy } from "~/content/navigation";
import { useClosingBands } from "./root-data";
import { ui } from "~/content/ui";

export const notFoundMessage = ui.notFound.title;

const searchCopy = headerCopy.search;

/**
 * The 404 page: the message and a way home; it ends with its own
 * band (the site search and the pages most visitors want) in place of the footer's.
 */
export function NotFound() {
  const band = useClosingBands()?.notFound;
  return (
    <>
      <section className="container-page flex flex-col items-center py-20 text-center sm:py-24">
        <p className="text-7xl font-bold tracking-tight text-brand-700" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-3xl font-semibold tracking-tight sm:text-4xl">
          {notFoundMessage}
        </h1>
        <p className="mt-3 max-w-md text-ink-muted">{ui.notFound.body}</p>
        <Link to="/" className={buttonClass("primary", "lg", "mt-8")}>
          {ui.notFound.home}
        </Link>
        <FirstScreenEnd />
      </section>
      {band && (
        <section
          aria-labelledby="not-found-band"
          data-closing-band="notFound"
          className="border-t border-line bg-surface-muted py-16 sm:py-20"
        >
          <div className="container-page max-w-5xl">
            <h2
              id="not-found-band"
              className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl"
            >
              {band.title}
            </h2>
            <p className="mt-3 text-lg leading-8 text-ink-muted">{band.body}</p>
            <form
              role="search"
              aria-label={searchCopy.label}
              method="get"
              action={localePath(searchPath)}
              className="mt-6 flex max-w-2xl items-center gap-2"
            >
              <label htmlFor="not-found-search" className="sr-only">
                {searchCopy.inputLabel}
              </label>
              <input
                id="not-found-search"
                type="search"
                name="q"
                required
                autoComplete="off"
                placeholder={searchCopy.placeholder}
                className="h-12 min-w-0 flex-1 rounded-full border border-line-strong bg-surface px-5 text-base text-ink placeholder:text-ink-muted focus:border-brand-500"
              />
              <button type="submit" className={buttonClass("primary", "lg", "h-12 shrink-0")}>
                <Icon name="search" className="h-5 w-5" />
                {searchCopy.submit}
              </button>
            </form>
            <h3 className="mt-12 text-sm font-semibold uppercase tracking-wider text-brand-700">
              {band.popularLabel}
            </h3>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {band.popular.map((link) => (
                <li key={link.href}>
                  <Link
                    to={link.href}
                    className="group flex h-full items-start justify-between gap-4 rounded-2xl border border-line bg-surface p-5 transition-colors hover:border-brand-300 hover:bg-brand-50"
                  >
                    <span>
                      <span className="block font-semibold text-ink group-hover:text-brand-800">
                        {link.label}
                      </span>
                      <span className="mt-1 block text-sm leading-6 text-ink-muted">
                        {link.description}
                      </span>
                    </span>
                    <Icon
                      name="arrowRight"
                      className="mt-1 h-4 w-4 shrink-0 text-brand-700 transition-transform group-hover:translate-x-0.5 rtl:group-hover:-translate-x-0.5"
                    />
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </>
  );
}
