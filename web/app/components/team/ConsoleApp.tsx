// The team console: the session, the frame (navigation by role, sign-out, live regions) and the
// console's own client routes under /team/. Rendered only in the browser (routes/team/console.tsx).
// The pages are picked here with matchPath, and the navigation marks its current link itself:
// React Router's <Routes> and <NavLink> are not used by any public page, and importing them here
// would add their code to the chunk every public page loads (the shared chunk of react-router).
import {
  Fragment,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactElement,
} from "react";
import { Link, matchPath, useLocation } from "react-router";
import { roleLabels, t } from "~/content/team-console";
import { api, onSignedOut, setCsrf, type SessionAnswer } from "~/lib/team/api";
import { areasOf, canOpen, type Area } from "~/lib/team/access";
import {
  NoticeContext,
  NoticeRegions,
  SessionContext,
  useNoticeState,
  type Session,
} from "./shared";
import { SignIn } from "./SignIn";
import { Join } from "./Join";
import { Home } from "./Home";
import { Enquiries } from "./Enquiries";
import { EnquiryDetail } from "./EnquiryDetail";
import { Applications } from "./Applications";
import { ApplicationDetail } from "./ApplicationDetail";
import { Questions } from "./Questions";
import { QuestionDetail } from "./QuestionDetail";
import { Traffic } from "./Traffic";
import { People } from "./People";
import { Audit } from "./Audit";
import { Privacy } from "./Privacy";

type State =
  { kind: "checking" } | { kind: "signedOut" } | { kind: "signedIn"; answer: SessionAnswer };

export function ConsoleApp() {
  const [state, setState] = useState<State>({ kind: "checking" });
  const notices = useNoticeState();
  const { pathname } = useLocation();

  const signedIn = useCallback((answer: SessionAnswer) => {
    setCsrf(answer.csrf);
    setState({ kind: "signedIn", answer });
  }, []);

  useEffect(() => {
    onSignedOut(() => {
      setCsrf(null);
      setState({ kind: "signedOut" });
    });
    api<SessionAnswer>("/api/team/session").then(signedIn, () => {
      setCsrf(null);
      setState({ kind: "signedOut" });
    });
  }, [signedIn]);

  // A new page: the previous page's notices no longer apply.
  const { clear } = notices;
  useEffect(() => clear(), [pathname, clear]);

  // A new page: its name in the tab, and (after a navigation in the console, not on arrival)
  // focus on its heading, so a screen reader says where the person now is.
  const arrived = useRef(pathname);
  useEffect(() => {
    const area = pathname.split("/")[2] as Area | undefined;
    const page = area && area in navLabels ? navLabels[area] : null;
    document.title = page ? `${page} · ${t.title}` : t.title;
    if (pathname === arrived.current) return;
    arrived.current = "";
    // The page's heading may follow its data: a moment later, if it is not there yet.
    const focus = () => document.getElementById("tc-title")?.focus({ preventScroll: false });
    if (document.getElementById("tc-title")) focus();
    else setTimeout(focus, 300);
  }, [pathname]);

  const session = useMemo<Session | null>(() => {
    if (state.kind !== "signedIn") return null;
    return {
      ...state.answer,
      signOut: async () => {
        try {
          await api("/api/team/signout", { method: "POST", body: {} });
        } catch {
          // Signed out already (401) or the server is away: either way the console forgets.
        }
        setCsrf(null);
        setState({ kind: "signedOut" });
      },
    };
  }, [state]);

  const noticeApi = useMemo(
    () => ({ say: notices.say, fail: notices.fail }),
    [notices.say, notices.fail],
  );
  const regions = <NoticeRegions status={notices.status} error={notices.error} />;
  const isJoin = pathname.replace(/\/+$/, "") === "/team/join";

  if (state.kind === "checking") return <ConsoleLoading />;

  if (isJoin || !session)
    return (
      <NoticeContext.Provider value={noticeApi}>
        <div className="tc-app tc-app-plain">
          <header className="tc-top tc-top-plain">
            <span className="tc-brand">{t.product}</span>
          </header>
          <main id="tc-main" className="tc-main tc-main-narrow" tabIndex={-1}>
            {regions}
            {isJoin ? <Join onJoined={signedIn} /> : <SignIn onSignedIn={signedIn} />}
          </main>
        </div>
      </NoticeContext.Provider>
    );

  return (
    <SessionContext.Provider value={session}>
      <NoticeContext.Provider value={noticeApi}>
        <div className="tc-app">
          <a href="#tc-main" className="tc-skip">
            {t.skip}
          </a>
          <Frame session={session} />
          <main id="tc-main" className="tc-main" tabIndex={-1}>
            {regions}
            <Fragment key={pathname}>{pageFor(pathname, session)}</Fragment>
          </main>
        </div>
      </NoticeContext.Provider>
    </SessionContext.Provider>
  );
}

/**
 * The page of a path under /team/, or, where the person's role may not open it, the page saying
 * so. The server refuses the data anyway (403); this keeps the console from asking.
 */
function pageFor(pathname: string, session: Session): ReactElement {
  const path = pathname.replace(/\/+$/, "") || "/";
  const match = (pattern: string) => matchPath({ path: pattern, end: true }, path);
  const guarded = (area: Area, page: ReactElement) =>
    canOpen(session.user.role, area) ? page : <Forbidden />;
  if (match("/team")) return <Home />;
  if (match("/team/enquiries")) return guarded("enquiries", <Enquiries />);
  const enquiry = match("/team/enquiries/:id");
  if (enquiry) return guarded("enquiries", <EnquiryDetail id={enquiry.params.id ?? ""} />);
  if (match("/team/applications")) return guarded("applications", <Applications />);
  const application = match("/team/applications/:id");
  if (application)
    return guarded("applications", <ApplicationDetail id={application.params.id ?? ""} />);
  if (match("/team/questions")) return guarded("questions", <Questions />);
  const question = match("/team/questions/:id");
  if (question) return guarded("questions", <QuestionDetail id={question.params.id ?? ""} />);
  if (match("/team/traffic")) return guarded("traffic", <Traffic />);
  if (match("/team/people")) return guarded("people", <People />);
  if (match("/team/audit")) return guarded("audit", <Audit />);
  if (match("/team/privacy")) return guarded("privacy", <Privacy />);
  return <ConsoleNotFound />;
}

/** A link of the console's navigation, marked as the current page where it leads. */
function NavItem({ to, end, children }: { to: string; end?: boolean; children: string }) {
  const path = useLocation().pathname.replace(/\/+$/, "");
  const target = to.replace(/\/+$/, "");
  const current = end ? path === target : path === target || path.startsWith(`${target}/`);
  return (
    <Link to={to} aria-current={current ? "page" : undefined}>
      {children}
    </Link>
  );
}

function Forbidden() {
  return (
    <div className="tc-panel tc-problem" role="alert">
      <h1>403</h1>
      <p>{t.errors.forbidden}</p>
      <p>
        <Link to="/team/">{t.notFound.back}</Link>
      </p>
    </div>
  );
}

function ConsoleNotFound() {
  return (
    <div className="tc-panel">
      <h1>{t.notFound.heading}</h1>
      <p>
        <Link to="/team/">{t.notFound.back}</Link>
      </p>
    </div>
  );
}

/** What the shell shows before the console knows who is signed in (and what is pre-rendered). */
export function ConsoleLoading() {
  return (
    <div className="tc-app tc-app-plain">
      <header className="tc-top tc-top-plain">
        <span className="tc-brand">{t.product}</span>
      </header>
      <main id="tc-main" className="tc-main tc-main-narrow">
        <h1 className="tc-sr-only">{t.product}</h1>
        <p className="tc-muted" aria-busy="true">
          {t.loading}
        </p>
        <noscript>
          <p>{t.noScript}</p>
        </noscript>
      </main>
    </div>
  );
}

const navLabels: Record<Area, string> = {
  enquiries: t.nav.enquiries,
  applications: t.nav.applications,
  questions: t.nav.questions,
  traffic: t.nav.traffic,
  people: t.nav.people,
  audit: t.nav.audit,
  privacy: t.nav.privacy,
};

function Frame({ session }: { session: Session }) {
  const { user } = session;
  const [busy, setBusy] = useState(false);
  return (
    <header className="tc-top">
      <Link to="/team/" className="tc-brand">
        {t.product}
      </Link>
      <nav aria-label={t.nav.label} className="tc-nav">
        <ul>
          <li>
            <NavItem to="/team/" end>
              {t.nav.home}
            </NavItem>
          </li>
          {areasOf(user.role).map((area) => (
            <li key={area}>
              <NavItem to={`/team/${area}`}>{navLabels[area]}</NavItem>
            </li>
          ))}
        </ul>
      </nav>
      <div className="tc-who">
        <span>
          <span className="tc-sr-only">{t.nav.signedInAs} </span>
          <strong>{user.name}</strong> <span className="tc-muted">({roleLabels[user.role]})</span>
        </span>
        <ThemeChoice />
        <button
          type="button"
          className="tc-button tc-button-quiet"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            void session.signOut();
          }}
        >
          {t.nav.signOut}
        </button>
      </div>
    </header>
  );
}

const themeChoices = ["light", "dark", "system"] as const;

/**
 * The site's theme switch, small: radio buttons marked `data-theme-choice`, which the site's
 * head script (lib/inline-scripts/theme.ts) applies and keeps, as it does for the public pages'
 * switch. The attribute is written out rather than imported, so the console's chunk takes
 * nothing from the public pages' code.
 */
function ThemeChoice() {
  const [choice, setChoice] = useState(
    () => document.documentElement.getAttribute("data-theme") ?? "system",
  );
  return (
    <fieldset className="tc-theme">
      <legend className="tc-sr-only">{t.theme.legend}</legend>
      {themeChoices.map((value) => (
        <label key={value}>
          <input
            type="radio"
            name="tc-theme"
            value={value}
            data-theme-choice=""
            checked={choice === value}
            onChange={() => setChoice(value)}
          />
          {t.theme[value]}
        </label>
      ))}
    </fieldset>
  );
}
