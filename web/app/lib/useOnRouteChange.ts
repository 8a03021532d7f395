import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Runs `action` when the visitor moves to another page, not on the first render: a menu opened
 * before the app hydrated stays open when it does.
 */
export function useOnRouteChange(action: () => void): void {
  const { pathname } = useLocation();
  const seen = useRef(pathname);
  const latest = useRef(action);
  latest.current = action;
  useEffect(() => {
    if (seen.current === pathname) return;
    seen.current = pathname;
    latest.current();
  }, [pathname]);
}
