import type { ReactNode } from "react";

/**
 * A page section with an optional eyebrow, heading (h2) and intro, on one of three surfaces.
 * The heading id labels the section for assistive technology. Sections come below a page's
 * hero, so the first paint skips those off screen (`defer-draw`, styles/app.css).
 */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  tone = "plain",
  align = "left",
  children,
  className = "",
}: {
  id: string;
  eyebrow?: string;
  title?: string;
  intro?: ReactNode;
  tone?: "plain" | "muted" | "dark";
  align?: "left" | "center";
  children?: ReactNode;
  className?: string;
}) {
  const tones = {
    plain: "bg-surface text-ink",
    muted: "bg-surface-muted text-ink",
    dark: "on-dark bg-night text-on-dark",
  } as const;
  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={`defer-draw py-16 sm:py-24 ${tones[tone]} ${className}`}
    >
      <div className="container-page">
        {(eyebrow || title || intro) && (
          <header className={`max-w-3xl ${align === "center" ? "mx-auto text-center" : ""}`}>
            {eyebrow && (
              <p
                className={`text-sm font-semibold uppercase tracking-wider ${tone === "dark" ? "text-on-dark-brand" : "text-brand-700"}`}
              >
                {eyebrow}
              </p>
            )}
            {title && (
              <h2 id={headingId} className="mt-2 text-3xl font-semibold tracking-tight sm:text-4xl">
                {title}
              </h2>
            )}
            {intro && (
              <div
                className={`mt-4 text-lg leading-8 ${tone === "dark" ? "text-on-dark-muted" : "text-ink-muted"}`}
              >
                {intro}
              </div>
            )}
          </header>
        )}
        <div className={eyebrow || title || intro ? "mt-12" : ""}>{children}</div>
      </div>
    </section>
  );
}
