import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { FirstScreenEnd } from "~/components/site/FirstScreenEnd";

export const notFoundMessage = "Oops! Page not found";

/** The 404 page: the message, a way home, and the path logged for debugging. */
export function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error(`404 Error: User attempted to access non-existent route: ${pathname}`);
  }, [pathname]);
  return (
    <section className="container-page flex flex-col items-center py-28 text-center">
      <p className="text-7xl font-bold tracking-tight text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-semibold tracking-tight sm:text-4xl">{notFoundMessage}</h1>
      <p className="mt-3 max-w-md text-ink-muted">
        The page you are looking for has moved or never existed. Try the home page, or use the menu
        above.
      </p>
      <Link
        to="/"
        className="mt-8 inline-flex rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-900"
      >
        Return to Home
      </Link>
      <FirstScreenEnd />
    </section>
  );
}
