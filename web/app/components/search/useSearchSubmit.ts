import type { FormEvent } from "react";
import { useNavigate } from "react-router";
import { searchPath } from "~/lib/search/ids";

/**
 * A plain GET form to the search page (it works before hydration and without JavaScript), which
 * the app then submits itself: to /search?q=… without a page load. React Router's <Form> would
 * do the same for every page's JavaScript at the price of its form machinery.
 */
export function useSearchSubmit(after?: () => void) {
  const navigate = useNavigate();
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = String(new FormData(event.currentTarget).get("q") ?? "");
    after?.();
    void navigate(`${searchPath}?q=${encodeURIComponent(query)}`);
  };
}
