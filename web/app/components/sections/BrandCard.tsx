import { ui, withName } from "~/content/ui";
import { Badge } from "~/components/ui/Badge";
import { Card } from "~/components/ui/Card";
import type { Brand } from "~/content/types";
import { CheckList } from "~/components/ui/CheckList";
import { IconChip } from "~/components/ui/IconChip";
import { NewTabLink } from "~/components/ui/NewTabLink";
import { goalAttributes } from "~/lib/goals";

/** A brand with its type; `headingLevel` lets the card sit under an h2 or be a page's h2. */
export function BrandCard({ brand, headingLevel = 3 }: { brand: Brand; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <Card className="flex h-full flex-col p-6 sm:p-8">
      <div className="flex flex-wrap items-center gap-4">
        <IconChip name={brand.icon} size="lg" />
        <div>
          <Heading className="text-xl font-semibold text-ink">{brand.name}</Heading>
          <p className="mt-1">
            <Badge tone="brand">
              <span className="sr-only">{ui.cards.type} </span>
              {brand.type}
            </Badge>
          </p>
        </div>
      </div>
      <p className="mt-5 leading-7 text-ink-muted">{brand.description}</p>
      <CheckList
        items={brand.features}
        className="mt-5 sm:columns-2 sm:gap-6 [&>li]:break-inside-avoid"
      />
      {brand.link && (
        <div className="mt-auto pt-6">
          <NewTabLink
            href={brand.link}
            name={brand.name}
            marks={goalAttributes("outbound-product", { product: brand.name })}
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
          >
            {withName(ui.visit, brand.name)}
          </NewTabLink>
        </div>
      )}
    </Card>
  );
}
