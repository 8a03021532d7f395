import { Link } from "react-router";
import { roleLabels, t } from "~/content/team-console";
import { areasOf, type Area } from "~/lib/team/access";
import { PageHeading, useSession } from "./shared";

const titles: Record<Area, string> = {
  enquiries: t.nav.enquiries,
  applications: t.nav.applications,
  questions: t.nav.questions,
  traffic: t.nav.traffic,
  people: t.nav.people,
  audit: t.nav.audit,
  privacy: t.nav.privacy,
};

export function Home() {
  const { user } = useSession();
  return (
    <>
      <PageHeading>
        {t.home.heading}, {user.name}
      </PageHeading>
      <p className="tc-muted">
        {user.email} · {roleLabels[user.role]}
      </p>
      <h2 className="tc-subhead">{t.home.canSee}</h2>
      <ul className="tc-cards">
        {areasOf(user.role).map((area) => (
          <li key={area} className="tc-panel">
            <Link to={`/team/${area}`} className="tc-card-link">
              {titles[area]}
            </Link>
            <p className="tc-muted">{t.home.areas[area]}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
