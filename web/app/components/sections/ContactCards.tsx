import type { ContactCard, ContactLine } from "~/content/contact";
import { IconChip } from "~/components/ui/IconChip";
import { NewTabLink } from "~/components/ui/NewTabLink";
import { Card } from "~/components/ui/Card";

const linkClass = "font-medium text-brand-700 underline-offset-2 hover:underline";

/** One line of a way to reach us: a link (mail, phone, a map in a new tab) or plain text. */
export function ContactLineText({ line }: { line: ContactLine }) {
  if (line.href && line.external)
    return (
      <NewTabLink href={line.href} className={linkClass}>
        {line.text}
      </NewTabLink>
    );
  if (line.href)
    return (
      // A phone number reads left to right in every language ("+91 80…").
      <a
        href={line.href}
        dir={line.href.startsWith("tel:") ? "ltr" : undefined}
        className={linkClass}
      >
        {line.text}
      </a>
    );
  // Its own direction: a street written in English reads left to right in Arabic.
  return <bdi>{line.text}</bdi>;
}

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
                <ContactLineText line={line} />
              </li>
            ))}
          </ul>
        </Card>
      ))}
    </ul>
  );
}
