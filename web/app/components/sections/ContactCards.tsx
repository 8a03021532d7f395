import type { ContactCard } from "~/content/contact";
import { IconChip } from "~/components/ui/IconChip";
import { NewTabLink } from "~/components/ui/NewTabLink";
import { Card } from "~/components/ui/Card";

const linkClass = "font-medium text-brand-700 underline-offset-2 hover:underline";

/** The ways to reach us, one card each: email, phone, office, hours. */
export function ContactCards({ cards }: { cards: readonly ContactCard[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2">
      {cards.map((card) => (
        <Card as="li" key={card.title} className="p-6">
          <IconChip name={card.icon} />
          <h2 className="mt-4 text-lg font-semibold text-ink">{card.title}</h2>
          <p className="mt-1 text-sm text-ink-muted">{card.description}</p>
          <ul className="mt-3 space-y-1 text-sm text-ink">
            {card.lines.map((line) => (
              <li key={line.text} className="break-words">
                {line.href && line.external ? (
                  <NewTabLink href={line.href} className={linkClass}>
                    {line.text}
                  </NewTabLink>
                ) : line.href ? (
                  // A phone number reads left to right in every language ("+91 80…").
                  <a
                    href={line.href}
                    dir={line.href.startsWith("tel:") ? "ltr" : undefined}
                    className={linkClass}
                  >
                    {line.text}
                  </a>
                ) : (
                  // Its own direction: a street written in English reads left to right in Arabic.
                  <bdi>{line.text}</bdi>
                )}
              </li>
            ))}
          </ul>
        </Card>
      ))}
    </ul>
  );
}
