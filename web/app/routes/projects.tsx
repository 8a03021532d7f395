import { PageHero } from "~/components/site/PageHero";
import { ProjectCard } from "~/components/sections/ProjectCard";
import { HeroFigures } from "~/components/sections/HeroAsides";
import { heroStats } from "~/content/page-sections";
import { pageIntros } from "~/content/page-intros";
import { projects } from "~/content/projects";
import { findService } from "~/content/services";
import type { Service } from "~/content/types";
import { innerPageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/projects";
import { ui } from "~/content/ui";

// Content arrives through the loader, which runs at build time: the copy is in the HTML and
// the route's JavaScript carries only the components.
export const loader = () => ({
  intro: pageIntros.projects,
  stats: heroStats.projects,
  parent: pageIntros.resources.metaTitle,
  projects: projects.map((project) => ({
    ...project,
    serviceLinks: project.services
      .map(findService)
      .filter((s): s is Service => s !== undefined)
      .map(({ slug, title }) => ({ slug, title })),
  })),
});

export const meta = ({ loaderData }: Route.MetaArgs) =>
  innerPageMeta(loaderData.intro, "/resources/projects", {
    parents: [{ name: loaderData.parent, path: "/resources" }],
  });

export default function ProjectsRoute({
  loaderData: { intro, stats, projects },
}: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow={intro.eyebrow}
        title={intro.title}
        lead={intro.lead}
        aside={<HeroFigures stats={stats} />}
      />
      <section aria-label={ui.landmarks.portfolio} className="container-page py-16 sm:py-20">
        <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          {projects.map((project) => (
            <li key={project.slug}>
              <ProjectCard project={project} services={project.serviceLinks} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
