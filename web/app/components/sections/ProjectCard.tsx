import { Link } from "react-router";
import { Card } from "~/components/ui/Card";
import { ResponsiveImage } from "~/components/ui/ResponsiveImage";
import type { Project } from "~/content/types";
import { ui } from "~/content/ui";

/** A portfolio entry: cover art, what was built, for whom, and the services it drew on. */
export function ProjectCard({
  project,
  services,
}: {
  project: Project;
  services: readonly { slug: string; title: string }[];
}) {
  const headingId = `project-${project.slug}`;
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      <article aria-labelledby={headingId} className="flex h-full flex-col">
        <ResponsiveImage
          name={project.image}
          alt=""
          sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw"
          className="aspect-[16/9] w-full object-cover"
        />
        <div className="flex flex-1 flex-col p-6">
          <p data-pagefind-ignore className="text-sm font-medium text-ink-muted">
            {project.industry} · <time dateTime={String(project.year)}>{project.year}</time>
          </p>
          <h2 id={headingId} className="mt-2 text-lg font-semibold text-ink">
            {project.name}
          </h2>
          <p className="text-sm font-medium text-brand-700">{project.client}</p>
          <p className="mt-3 text-sm leading-6 text-ink-muted">{project.summary}</p>
          <p className="mt-4 rounded-lg bg-success-bg px-3 py-2 text-sm font-semibold text-success-fg">
            {project.outcome}
          </p>
          <ul
            data-pagefind-ignore
            aria-label={ui.cards.services}
            className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-5 text-sm"
          >
            {services.map((service) => (
              <li key={service.slug}>
                <Link
                  to={`/services/${service.slug}`}
                  className="font-medium text-brand-700 hover:underline"
                >
                  {service.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </article>
    </Card>
  );
}
