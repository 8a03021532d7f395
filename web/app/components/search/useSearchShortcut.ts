import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { searchInputId, searchPath } from "./search-ids";

/** Ctrl+K (⌘K on a Mac) opens the site search from anywhere, or focuses it on the search page. */
export function useSearchShortcut() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        event.key.toLowerCase() !== "k" ||
        !(event.ctrlKey || event.metaKey) ||
        event.altKey ||
        event.shiftKey
      )
        return;
      event.preventDefault();
      const input = document.getElementById(searchInputId);
      if (pathname === searchPath && input) {
        input.focus();
        (input as HTMLInputElement).select();
      } else {
        void navigate(searchPath, { state: { focusSearch: true } });
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [navigate, pathname]);
}
