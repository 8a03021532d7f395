import { Link } from "react-router";
import { heroBadges, heroClaims, heroCtas, homeHero } from "~/content/home";
import { ButtonLink } from "~/components/ui/Button";
import type { ClientLogo } from "~/content/clients";
import { ClientMarks, inkClass } from "./ClientMarks";
import { Picture } from "~/components/ui/Picture";
import { Icon } from "~/components/ui/Icon";
import { KeepCompounds } from "~/components/ui/KeepCompounds";
import { HeroScreens, type HeroScreen } from "./HeroScreens";
import { formatStat } from "~/site";
import { FirstScreenEnd } from "~/components/site/FirstScreenEnd";
import { ui } from "~/content/ui";
import { goalAttributes } from "~/lib/goals";

/** The home page's opening: the promise, three CTAs, the trust line, product screens, the claims, the badges. */
/** Client marks beside the phone's compact product screen (two rows of two). */
const PHONE_MARKS = 4;

export function HomeHero({
  screens,
  clientLogos,
}: {
  screens: readonly HeroScreen[];
  clientLogos: { logos: readonly ClientLogo[]; label: string };
}) {
  const [front] = screens;
  return (
    <section aria-labelledby="home-title" className="hero-ground relative overflow-hidden">
      <div className="container-page relative grid items-center gap-12 py-10 sm:py-20 lg:grid-cols-[1.25fr_1fr] lg:gap-14 lg:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-surface/70 px-3 py-1 text-sm font-semibold text-brand-700">
            <Icon name="sparkles" className="h-4 w-4" />
            {homeHero.eyebrow}
          </p>
          <h1
            id="home-title"
            className="mt-5 text-4xl font-semibold tracking-tight text-balance text-ink sm:text-5xl lg:text-6xl"
          >
            {homeHero.title}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-7 text-ink-muted sm:mt-6 sm:leading-8">
            {homeHero.lead}
          </p>
          {/* A phone's first screen shows the product and the proof too: the front screen, small,
              beside four client marks. Both are small next to the title, which stays the largest
              paint; their frames hold their size from the first paint and the pictures are fetched
              once the page is shown (`shown-frame`), so the title's paint does not share the
              network with them. From 640 px the stage and the full row below take over. */}
          {front && (
            <div
              data-phone-proof
              data-pagefind-ignore
              className="mt-6 grid grid-cols-2 items-center gap-4 sm:hidden"
            >
              <div
                className="shown-frame box-content overflow-hidden rounded-lg border border-line bg-surface shadow-[var(--shadow-lift)]"
                style={{
                  aspectRatio: front.picture
                    ? `${front.picture.width} / ${front.picture.height}`
                    : "360 / 225",
                }}
              >
                {front.picture ? (
                  <Picture
                    picture={front.picture}
                    alt={front.alt}
                    sizes="calc(50vw - 1.75rem)"
                    priority="low"
                    className="block h-auto w-full"
                  />
                ) : (
                  <img
                    src={front.src}
                    alt={front.alt}
                    width={360}
                    height={225}
                    loading="lazy"
                    fetchPriority="low"
                    decoding="async"
                    className="block h-auto w-full"
                  />
                )}
              </div>
              <div className="min-w-0">
                <p className="flex items-center gap-1.5 text-xs font-semibold text-ink">
                  <Icon name="award" className="h-4 w-4 shrink-0 text-accent-600" />
                  {homeHero.trustedBy}
                </p>
                <ul
                  aria-label={clientLogos.label}
                  className="mt-2 grid grid-cols-2 items-center gap-x-3 gap-y-1"
                >
                  {clientLogos.logos.slice(0, PHONE_MARKS).map((logo) => (
                    <li key={logo.src} className="shown-frame aspect-[200/60]">
                      <img
                        src={logo.src}
                        alt={logo.name}
                        width={200}
                        height={60}
                        loading="lazy"
                        fetchPriority="low"
                        decoding="async"
                        className={`block h-auto w-full ${inkClass}`}
                      />
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          )}
          {/* One row only where both buttons fit with room to spare, stacked elsewhere: never a
              wrap decision that the web font's swap could flip (layout shift). */}
          <div className="mt-6 flex flex-col gap-3 sm:mt-8 sm:flex-row lg:flex-col lg:items-start xl:flex-row">
            <ButtonLink
              to={heroCtas.primary.href}
              size="lg"
              {...goalAttributes("cta-hero", { cta: "primary" })}
            >
              {heroCtas.primary.label}
              <Icon name="arrowRight" className="h-5 w-5" />
            </ButtonLink>
            <ButtonLink
              to={heroCtas.secondary.href}
              size="lg"
              variant="secondary"
              {...goalAttributes("cta-hero", { cta: "secondary" })}
            >
              {heroCtas.secondary.label}
            </ButtonLink>
          </div>
          <p className="mt-5 text-ink-muted">
            {heroCtas.tertiary.lead}{" "}
            <Link
              to={heroCtas.tertiary.href}
              className="font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {heroCtas.tertiary.label}
            </Link>
          </p>
          {/* The trust line and its full row of marks from 640 px (a phone has its compact
              proof above, beside the product screen). Chrome, like the badges: not in search excerpts. */}
          <p
            data-pagefind-ignore
            className="mt-8 flex items-center gap-2 text-sm font-semibold text-ink max-sm:hidden"
          >
            <Icon name="award" className="h-5 w-5 text-accent-600" />
            {homeHero.trustedBy}
          </p>
          <ClientMarks
            logos={clientLogos.logos}
            label={clientLogos.label}
            className="mt-3 max-sm:hidden"
          />
        </div>
        <div className="relative mx-auto w-full max-w-xl lg:max-w-none">
          {/* The layered stage from 640 px; a phone shows its front screen, small, above. */}
          <div className="max-sm:hidden">
            <HeroScreens screens={screens} />
          </div>
          {/* A deliberate grid, never a row that wraps two plus one: a list down a phone, three
              equal cells of one ruled panel from 640 px (the claims' panel below is ruled alike). */}
          <ul
            data-pagefind-ignore
            aria-label={ui.landmarks.whyUs}
            className="mt-5 grid gap-2.5 sm:grid-cols-3 sm:gap-px sm:overflow-hidden sm:rounded-2xl sm:border sm:border-line sm:bg-line sm:shadow-sm"
          >
            {heroBadges.map((badge) => (
              <li
                key={badge.label}
                className="flex items-center gap-2.5 text-sm font-medium text-ink sm:flex-col sm:justify-center sm:gap-2 sm:bg-surface-raised sm:px-3 sm:py-4 sm:text-center"
              >
                <span className="inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                  <Icon name={badge.icon} className="h-4 w-4" />
                </span>
                <span>
                  <KeepCompounds text={badge.label} />
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="container-page relative pb-14 sm:pb-20">
        <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-2xl border border-line bg-line lg:grid-cols-4">
          {heroClaims.map((claim) => (
            <div
              key={claim.label}
              className="flex flex-col-reverse justify-end bg-surface-raised px-5 py-6 text-center"
            >
              <dt className="mt-1 text-sm text-ink-muted">{claim.label}</dt>
              <dd className="text-3xl font-semibold tracking-tight text-brand-700 sm:text-4xl">
                <span dir="ltr">{formatStat(claim)}</span>
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <FirstScreenEnd />
    </section>
  );
}
