import { Link } from "react-router";
import { buttonClass } from "~/components/ui/Button";
import { Icon } from "~/components/ui/Icon";
import type { ClosingBand } from "~/content/schema";
import { goalAttributes, type GoalProps } from "~/lib/goals";

interface Action {
  label: string;
  href: string;
}

/** An in-site path goes through the router; mailto: and the like stay plain links. */
function ActionLink({
  action,
  className,
  arrow,
  goal,
}: {
  action: Action;
  className: string;
  arrow?: boolean;
  /** The `cta-footer` goal's props. */
  goal: GoalProps;
}) {
  const marks = goalAttributes("cta-footer", goal);
  const children = (
    <>
      {action.label}
      {arrow && <Icon name="arrowRight" className="h-5 w-5" />}
    </>
  );
  return action.href.startsWith("/") ? (
    <Link to={action.href} className={className} {...marks}>
      {children}
    </Link>
  ) : (
    <a href={action.href} className={className} {...marks}>
      {children}
    </a>
  );
}

const outlineOnDark =
  "inline-flex items-center justify-center gap-2 rounded-full border border-white/50 px-6 py-3 text-base font-semibold text-white transition-colors hover:border-white hover:bg-white/10";

/**
 * The band that ends a page, at the top of the footer: what the page leads to next (an enquiry, the
 * open roles), its two actions and a few short facts that take the risk out of the click. Which
 * band a page gets is content (closing-bands.yaml).
 */
export function CtaBand({
  id,
  kind,
  band,
  primary,
}: {
  id: string;
  /** The band's key, for styling and tests. */
  kind: string;
  band: ClosingBand;
  primary: Action;
}) {
  return (
    <section
      aria-labelledby={id}
      data-closing-band={kind}
      className="relative overflow-hidden rounded-3xl border border-white/10 bg-gradient-to-br from-brand-900 via-brand-600 to-accent-600 px-6 py-10 sm:px-10 sm:py-12 lg:grid lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center lg:gap-16 lg:px-14"
    >
      <div>
        <p className="text-sm font-semibold uppercase tracking-wider text-white">{band.eyebrow}</p>
        <h2
          id={id}
          className="mt-3 text-3xl font-semibold tracking-tight text-balance text-white sm:text-4xl"
        >
          {band.title}
        </h2>
        <p className="mt-4 max-w-2xl text-lg leading-8 text-white/90">{band.body}</p>
        <ul className="mt-6 flex flex-col gap-2 text-sm font-medium text-white sm:flex-row sm:flex-wrap sm:gap-x-6">
          {band.points.map((point) => (
            <li key={point} className="flex items-center gap-2">
              <Icon name="check" className="h-4 w-4 shrink-0 text-on-dark-accent" />
              {point}
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row lg:mt-0 lg:flex-col">
        <ActionLink
          action={primary}
          className={buttonClass("onDark", "lg")}
          arrow
          goal={{ band: kind, cta: "primary" }}
        />
        <ActionLink
          action={band.secondary}
          className={outlineOnDark}
          goal={{ band: kind, cta: "secondary" }}
        />
      </div>
    </section>
  );
}
