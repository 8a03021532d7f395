import { ui } from "~/content/ui";
import { Link } from "react-router";
import { Icon } from "~/components/ui/Icon";
import { Picture } from "~/components/ui/Picture";
import type { Service } from "~/content/types";
import type { ResponsivePicture } from "~/content/responsive-picture";
import { ServiceIcon } from "~/components/ui/ServiceIcon";

/** What a card on /services shows of a service. */
export interface ServiceCardData extends Pick<
  Service,
  "slug" | "link" | "icon" | "title" | "description" | "gradient"
> {
  /** The first few features' titles. */
  highlights: readonly string[];
  picture: ResponsivePicture;
}

/**
 * A service on /services: artwork, icon, title, description, highlights and a link.
 * `link` may be relative ("design"): React Router resolves it against the /services route, so
 * it reaches /services/design like the absolute links do.
 */
export function ServiceCard({ card }: { card: ServiceCardData }) {
  return (
    <article
      data-pagefind-ignore
      className="group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface-raised shadow-[var(--shadow-card)] transition-[box-shadow,transform] duration-200 hover:-translate-y-1 hover:shadow-[var(--shadow-lift)]"
    >
      <div className="lazy-frame aspect-[16/9]">
        <Picture
          picture={card.picture}
          alt=""
          sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
          className="aspect-[16/9] w-full object-cover"
        />
      </div>
      <div className="relative flex flex-1 flex-col p-6">
        <div className="-mt-12">
          <ServiceIcon name={card.icon} gradient={card.gradient} />
        </div>
        <h3 className="mt-4 text-xl font-semibold tracking-tight text-ink">{card.title}</h3>
        <p className="mt-2 text-sm leading-6 text-ink-muted">{card.description}</p>
        <ul className="mt-4 flex-1 space-y-2 text-sm text-ink">
          {card.highlights.map((highlight) => (
            <li key={highlight} className="flex gap-2">
              <Icon name="check" className="mt-0.5 h-4 w-4 shrink-0 text-accent-600" />
              <span className="min-w-0">{highlight}</span>
            </li>
          ))}
        </ul>
        <Link
          to={card.link}
          className="mt-6 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 after:absolute after:inset-0 hover:text-brand-800"
        >
          {ui.cardLink}
          <span className="sr-only"> {card.title}</span>
          <Icon
            name="arrowRight"
            className="h-4 w-4 transition-transform group-hover:translate-x-0.5 rtl:group-hover:-translate-x-0.5"
          />
        </Link>
      </div>
    </article>
  );
}
