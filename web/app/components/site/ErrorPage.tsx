import { Link } from "react-router";
import { FirstScreenEnd } from "~/components/site/FirstScreenEnd";
import { ui } from "~/content/ui";

/** What a visitor sees when rendering a route throws. */
export const errorPageTitle = ui.error.title;

export function ErrorPage({ message, stack }: { message: string; stack?: string }) {
  return (
    <section className="container-page py-24">
      <title>{errorPageTitle}</title>
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{errorPageTitle}</h1>
      <p className="mt-4 text-lg text-ink-muted" data-testid="error-message">
        {message}
      </p>
      {stack && (
        <pre className="mt-6 overflow-x-auto rounded-xl bg-night p-4 text-sm text-on-dark">
          {stack}
        </pre>
      )}
      <Link
        to="/"
        className="mt-8 inline-flex rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-900"
      >
        {ui.notFound.home}
      </Link>
      <FirstScreenEnd />
    </section>
  );
}
