import type { ReactNode } from "react";
import { useNavigate } from "react-router";

/**
 * Goes back one step in history when the visitor came from another page of this site, and to
 * `fallback` when this page was the first one they opened (no history to go back to).
 */
export function BackButton({
  fallback,
  className,
  children,
}: {
  fallback: string;
  className?: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const goBack = () => {
    // React Router numbers this tab's entries in history.state.idx, from 0 for the first page.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(fallback);
  };
  return (
    <button type="button" onClick={goBack} className={className}>
      {children}
    </button>
  );
}
