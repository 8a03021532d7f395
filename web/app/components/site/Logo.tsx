import { useId } from "react";
import { site } from "~/site";

/** The wordmark: a river-delta glyph and the company name. */
export function Logo({
  className = "",
  nameClassName = "",
  onDark = false,
}: {
  className?: string;
  nameClassName?: string;
  onDark?: boolean;
}) {
  return (
    <span className={`inline-flex items-center gap-2 font-semibold tracking-tight ${className}`}>
      <LogoMark className="h-8 w-8" />
      <span className={`${onDark ? "text-white" : "text-ink"} ${nameClassName}`}>{site.name}</span>
    </span>
  );
}

/** Each mark gets its own gradient id (the header, the footer and the splash show one each). */
export function LogoMark({ className = "" }: { className?: string }) {
  const gradientId = `logo-g${useId()}`;
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6366f1" />
          <stop offset="1" stopColor="#0d9488" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
      <path
        d="M9 23c3-1 4.5-3.5 5.5-7S17 9 23 9M14.5 16c2 .5 4.5 2 8.5 7"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
    </svg>
  );
}
