import { Link, useNavigate } from "react-router";
import { PageHero } from "~/components/site/PageHero";
import { findService } from "~/content/services";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/service-detail";

export const meta = ({ params }: Route.MetaArgs) => {
  const service = findService(params.slug);
  if (!service) {
    return pageMeta({ title: "Service Not Found", description: "This service does not exist.", path: "/services", noindex: true });
  }
  return pageMeta({ title: service.title, description: service.description || service.title, path: `/services/${service.slug}` });
};

export default function ServiceDetailRoute({ params }: Route.ComponentProps) {
  const service = findService(params.slug);
  const navigate = useNavigate();
  if (!service) {
    return (
      <section className="container-page py-24 text-center">
        <h1 className="text-3xl font-semibold tracking-tight">Service Not Found</h1>
        <p className="mt-3 text-ink-muted">We do not offer a service by that name. <Link className="text-brand-700 underline" to="/services">See all services</Link>.</p>
        <button type="button" onClick={() => navigate(-1)} className="mt-8 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
          Go Back
        </button>
      </section>
    );
  }
  return <PageHero eyebrow="Services" title={service.title} lead={service.description} />;
}
