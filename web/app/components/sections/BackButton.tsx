import type { ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";

/**
 * Goes back one step in history when the visitor came from another page of this site, and to
 * `fallback` when this page was the first one they opened (no history to go back to).
 */
export function BackButton({ fallback, className, children }: { fallback: string; className?: string; children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const goBack = () => {
    // React Router gives the first entry of a session the key "default".
    if (location.key !== "default") navigate(-1);
    else navigate(fallback);
  };
  return (
    <button type="button" onClick={goBack} className={className}>
      {children}
    </button>
  );
}
