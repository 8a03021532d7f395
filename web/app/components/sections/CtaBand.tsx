import { ButtonLink } from "~/components/ui/Button";
import { Icon } from "~/components/ui/Icon";
import type { CallToAction } from "~/content/home";

/**
 * A closing call to action: a heading, a sentence, two buttons. Light by default, because the
 * footer that follows opens with its own dark call-to-action card.
 */
export function CtaBand({
  id,
  title,
  body,
  primary,
  secondary,
}: {
  id: string;
  title: string;
  body: string;
  primary: CallToAction;
  secondary?: CallToAction;
}) {
  return (
    <section aria-labelledby={id} className="relative overflow-hidden bg-surface py-20 sm:py-24">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(40rem_18rem_at_50%_0%,var(--color-brand-100),transparent)]"
      />
      <div className="container-page relative text-center">
        <h2
          id={id}
          className="mx-auto max-w-3xl text-3xl font-semibold tracking-tight text-balance text-ink sm:text-4xl"
        >
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg leading-8 text-ink-muted">{body}</p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <ButtonLink to={primary.href} size="lg">
            {primary.label}
            <Icon name="arrowRight" className="h-5 w-5" />
          </ButtonLink>
          {secondary && (
            <ButtonLink to={secondary.href} size="lg" variant="secondary">
              {secondary.label}
            </ButtonLink>
          )}
        </div>
      </div>
    </section>
  );
}
