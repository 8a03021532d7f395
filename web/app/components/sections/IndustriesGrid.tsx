import { ui } from "~/content/ui";
import type { CSSProperties } from "react";
import { Link } from "react-router";
import { ButtonLink } from "~/components/ui/Button";
import { Icon } from "~/components/ui/Icon";
import { InlineScript } from "~/components/ui/InlineScript";
import { Section } from "~/components/ui/Section";
import { industriesIntro } from "~/content/home";
import type { IndustryCard } from "~/content/types";
import { revealAttribute, revealScript } from "~/lib/inline-scripts/reveal";
import { INDUSTRY_CARD_REVEAL_MS } from "~/lib/ui-constants";

/**
 * The industry cards (`industryCards`, passed in from a route loader so the copy stays out of
 * the JavaScript), 1/2/3/4 columns, revealed on scroll (the inline script after the list,
 * lib/inline-scripts/reveal.ts) with bobbing icons. `showCta` is off
 * on /industries itself, where 'Discover All Solutions' would link to the page it is on.
 */
export function IndustriesGrid({
  cards,
  showCta = true,
}: {
  cards: readonly IndustryCard[];
  showCta?: boolean;
}) {
  return (
    <Section
      id="industries"
      eyebrow={industriesIntro.eyebrow}
      title={industriesIntro.title}
      intro={industriesIntro.intro}
      align="center"
    >
      <ul
        data-testid="industries-grid"
        style={{ "--reveal-ms": `${INDUSTRY_CARD_REVEAL_MS}ms` } as CSSProperties}
        className="grid grid-cols-1 gap-5 md:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
      >
        {cards.map((card, index) => (
          <li key={card.title} {...{ [revealAttribute]: "shown" }} className="reveal">
            <article
              data-pagefind-ignore
              className="group relative flex h-full flex-col rounded-[var(--radius-card)] border border-line bg-surface-raised p-6 shadow-[var(--shadow-card)] transition-[box-shadow,transform,border-color] duration-200 hover:-translate-y-1 hover:border-brand-200 hover:shadow-[var(--shadow-lift)]"
            >
              <span
                className={`icon-bob inline-flex h-12 w-12 items-center justify-center rounded-xl bg-gradient-to-br text-white shadow-sm ${card.color}`}
                style={{ animationDelay: `${(index % 4) * 0.4}s` }}
              >
                <Icon name={card.icon} className="h-6 w-6" />
              </span>
              <h3 className="mt-5 text-lg font-semibold leading-snug tracking-tight text-ink">
                {card.title}
              </h3>
              <p className="mt-2 flex-1 text-sm leading-6 text-ink-muted">{card.description}</p>
              <Link
                to={card.link}
                className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 after:absolute after:inset-0 after:rounded-[var(--radius-card)] hover:text-brand-800"
              >
                {ui.cardLink}
                <span className="sr-only"> {card.title}</span>
                <Icon
                  name="arrowRight"
                  className="h-4 w-4 transition-transform group-hover:translate-x-0.5 rtl:group-hover:-translate-x-0.5"
                />
              </Link>
            </article>
          </li>
        ))}
      </ul>
      <InlineScript code={import.meta.env.SSR ? revealScript : ""} />
      {showCta && (
        <div className="mt-12 text-center">
          <ButtonLink to={industriesIntro.cta.href} variant="secondary" size="lg">
            {industriesIntro.cta.label}
            <Icon name="arrowRight" className="h-5 w-5" />
          </ButtonLink>
        </div>
      )}
    </Section>
  );
}
