// The team console's words (routes/team, components/team). Content is data, but the console is
// an internal tool in English only: its strings live here, in one small module, rather than in
// content/<lang>/*.yaml, which every language translates and every public page's build reads.
// Nothing public imports this file: it reaches the browser only in the console's lazy chunk.

/** "1 enquiry", "2 enquiries": English has one singular. */
function counted(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * The notice above a list when `n` of its leads never reached their team: what happened, and who
 * can send them again (the person reading, when an administrator).
 */
function undeliveredNotice(
  n: number,
  one: string,
  many: string,
  team: string,
  admin: boolean,
): string {
  const them = n === 1 ? "it" : "them";
  const next = admin
    ? `Open ${n === 1 ? "it" : "each one"} to send ${them} again.`
    : `An administrator can send ${them} again from ${n === 1 ? `the ${one}` : `each ${one}`}.`;
  return `${counted(n, one, many)} could not be delivered to ${team} by e-mail or webhook. ${next}`;
}

export const roles = ["admin", "sales", "hiring", "marketing"] as const;
export type Role = (typeof roles)[number];

export const roleLabels: Record<Role, string> = {
  admin: "Administrator",
  sales: "Sales",
  hiring: "Hiring",
  marketing: "Marketing",
};

export const enquiryStatuses = ["new", "contacted", "qualified", "won", "lost"] as const;
export type EnquiryStatus = (typeof enquiryStatuses)[number];
export const applicationStatuses = [
  "new",
  "screening",
  "interview",
  "offer",
  "hired",
  "rejected",
] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

export const statusLabels: Record<string, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  won: "Won",
  lost: "Lost",
  screening: "Screening",
  interview: "Interview",
  offer: "Offer",
  hired: "Hired",
  rejected: "Rejected",
};

export const languageLabels: Record<string, string> = {
  en: "English",
  de: "German",
  ja: "Japanese",
  ar: "Arabic",
};

export const auditActionLabels: Record<string, string> = {
  signin: "Signed in",
  signin_failed: "Sign-in failed",
  invite: "Invited",
  join: "Joined",
  role_change: "Role changed",
  revoke: "Sessions revoked",
  cv_download: "CV downloaded",
  export: "Exported",
  status_change: "Status changed",
  note: "Note added",
  privacy_export: "Privacy export",
  erasure: "Erasure",
  "delivery-retry": "Delivery retried",
};

export const t = {
  product: "Team console",
  title: "Team console · Kaveri Digital",
  loading: "Loading…",
  noScript: "The team console needs JavaScript.",
  skip: "Skip to content",
  nav: {
    label: "Console",
    home: "Home",
    enquiries: "Enquiries",
    applications: "Applications",
    questions: "Questions",
    traffic: "Traffic",
    people: "People",
    audit: "Audit log",
    privacy: "Privacy requests",
    signOut: "Sign out",
    signedInAs: "Signed in as",
  },
  theme: {
    legend: "Theme",
    light: "Light",
    dark: "Dark",
    system: "System",
  },
  signIn: {
    heading: "Sign in to the team console",
    intro: "Team members sign in with the passkey they created from their invitation.",
    button: "Sign in with a passkey",
    working: "Waiting for your passkey…",
    unsupported:
      "This browser cannot use passkeys. Open the console in a current version of Chrome, Edge, Safari or Firefox.",
    cancelled: "Sign-in was cancelled or timed out. Try again when you are ready.",
    lost: "Lost your passkey? Ask an administrator for a new invitation.",
  },
  join: {
    heading: "Join the team console",
    checking: "Checking your invitation…",
    invited: "Invitation for",
    role: "Role",
    expires: "Valid until",
    name: "Your name",
    nameHint: "As your colleagues know you. Shown on notes and in the audit log.",
    button: "Create passkey",
    working: "Waiting for your passkey…",
    missing: "This link has no invitation in it. Open the link from your invitation e-mail.",
    invalid:
      "This invitation cannot be used: it has expired or has already been used. Ask an administrator for a new one.",
    cancelled: "Creating the passkey was cancelled or timed out. Your invitation is still valid.",
    nameRequired: "Enter your name.",
  },
  home: {
    heading: "Hello",
    canSee: "What you can open",
    areas: {
      enquiries: "Leads from the contact form: reply, assign, move them along.",
      applications: "Job applications and CVs, per opening.",
      questions: "Candidates' questions about an opening, to answer by e-mail.",
      traffic: "Visitors, sources and conversion for the last 7, 30 or 90 days.",
      people: "Invite colleagues, change roles, end sessions.",
      audit: "Every sign-in, export, download and change, read-only.",
      privacy: "Find, export or erase everything stored about an e-mail address.",
    },
  },
  filters: {
    legend: "Filter",
    status: "Status",
    language: "Language",
    source: "Source",
    job: "Job",
    from: "From",
    to: "To",
    any: "Any",
    apply: "Apply filters",
    clear: "Clear",
  },
  enquiries: {
    heading: "Enquiries",
    count: (shown: number, total: number) =>
      shown === total ? counted(total, "enquiry", "enquiries") : `${shown} of ${total} enquiries`,
    export: "Export CSV",
    empty: "No enquiry matches these filters.",
    overdue: "Overdue",
    overdueHint: "New and unanswered for more than 24 hours",
    flagged: "Flagged",
    undelivered: "Not delivered",
    undeliveredHint: "Sales may not have received it: its e-mail or webhook gave up",
    /** The list's notice when some of its enquiries never reached sales. */
    undeliveredNotice: (n: number, admin: boolean) =>
      undeliveredNotice(n, "enquiry", "enquiries", "sales", admin),
    columns: {
      received: "Received",
      from: "From",
      project: "Project",
      source: "Source",
      language: "Language",
      status: "Status",
      owner: "Owner",
    },
    direct: "Direct",
    unowned: "Nobody",
    back: "All enquiries",
    message: "Message",
    details: "Details",
    email: "E-mail",
    company: "Company",
    projectType: "Project type",
    budget: "Budget",
    landing: "Landing page",
    campaign: "Campaign",
    medium: "Medium",
    sourceKind: "Source kind",
    sourceLanguage: "Language of first visit",
    work: "Status and owner",
    owner: "Owner",
    me: (name: string) => `Me (${name})`,
    someoneElse: "Another team member",
    save: "Save",
    saved: "Saved.",
  },
  deliveries: {
    heading: "Delivery",
    channel: "Channel",
    state: "State",
    attempts: "Attempts",
    when: "When",
    lastError: "Last error",
    action: "Action",
    none: "Nothing was sent for this one.",
    channels: { email: "E-mail", webhook: "Webhook" } as Record<string, string>,
    states: {
      pending: "Pending",
      delivered: "Delivered",
      failed: "Failed, will retry",
      dead: "Gave up",
    } as Record<string, string>,
    nextAttempt: "Next attempt",
    /** Under the table when a delivery is dead. */
    deadNote:
      "Gave up: the server stopped trying after the attempts shown, so the team may not have received this by e-mail or webhook.",
    deadNoteAdmin: "Retry sends it again, counting its attempts from zero.",
    deadNoteOthers: "An administrator can send it again.",
    retry: "Retry",
    /** The rest of a Retry button's accessible name: "Retry e-mail delivery". */
    retryWhat: (channel: string) => ` ${channel.toLowerCase()} delivery`,
    retried: (channel: string) => `The ${channel.toLowerCase()} delivery will be sent again.`,
    /** A retry of a delivery that is no longer dead (retried meanwhile by someone else). */
    notDead:
      "This delivery is not dead any more: someone may have retried it already. The table shows its state now.",
  },
  notes: {
    heading: "Notes",
    none: "No notes yet.",
    add: "Add a note",
    button: "Add note",
    added: "Note added.",
    empty: "Write something first.",
  },
  applications: {
    heading: "Applications",
    allJobs: "All openings",
    count: (shown: number, total: number) =>
      shown === total
        ? counted(total, "application", "applications")
        : `${shown} of ${total} applications`,
    empty: "No application matches these filters.",
    undeliveredHint: "Hiring may not have received it: its e-mail or webhook gave up",
    /** The list's notice when some of its applications never reached hiring. */
    undeliveredNotice: (n: number, admin: boolean) =>
      undeliveredNotice(n, "application", "applications", "hiring", admin),
    columns: {
      received: "Received",
      applicant: "Applicant",
      job: "Opening",
      location: "Location",
      source: "Source",
      status: "Status",
      deletes: "Deleted on",
    },
    back: "All applications",
    deletesOn: (date: string) => `Deleted on ${date}`,
    phone: "Phone",
    profile: "Profile",
    coverNote: "Cover note",
    cv: "CV",
    downloadCv: "Download CV",
    noCv: "No CV was attached.",
    status: "Progress",
  },
  questions: {
    heading: "Questions",
    count: (shown: number, total: number) =>
      shown === total ? counted(total, "question", "questions") : `${shown} of ${total} questions`,
    empty: "No question matches these filters.",
    undeliveredHint: "Hiring may not have received it: its e-mail or webhook gave up",
    /** The list's notice when some of its questions never reached hiring. */
    undeliveredNotice: (n: number, admin: boolean) =>
      undeliveredNotice(n, "question", "questions", "hiring", admin),
    columns: {
      received: "Received",
      candidate: "Candidate",
      job: "Opening",
      question: "Question",
      source: "Source",
      deletes: "Deleted on",
    },
    back: "All questions",
    deletesOn: (date: string) => `Deleted on ${date}`,
    question: "Question",
    answer: "Answer by e-mail",
  },
  traffic: {
    heading: "Traffic",
    range: "Period",
    days: (n: number) => `${n} days`,
    visitors: "Visitors",
    pageviews: "Page views",
    enquiries: "Enquiries",
    applications: "Applications",
    conversion: "Conversion",
    conversionHint: "Enquiries and applications per 100 visitors",
    daily: "Visitors and page views per day",
    dailyTable: "The figures per day",
    day: "Day",
    pages: "Top pages",
    sources: "Sources",
    campaigns: "Campaigns",
    landingPages: "Landing pages",
    languages: "Languages",
    devices: "Devices",
    browsers: "Browsers",
    systems: "Systems",
    goals: "Goals",
    bySource: "Conversion by source",
    byLanding: "Conversion by landing page",
    value: "Value",
    views: "Views",
    visits: "Visits",
    rate: "Rate",
    none: "Nothing counted in this period.",
    period: (from: string, to: string) => `${from} to ${to}`,
  },
  people: {
    heading: "People",
    members: "Team members",
    name: "Name",
    email: "E-mail",
    role: "Role",
    lastSignIn: "Last sign-in",
    never: "Never",
    passkeys: "Passkeys",
    sessions: "Sessions",
    state: "State",
    active: "Active",
    inactive: "Deactivated",
    actions: "Actions",
    changeRole: "Change role",
    saveRole: "Save role",
    roleSaved: (name: string) => `${name}'s role was changed.`,
    revoke: "End sessions",
    revoked: (n: number) => `${n} session${n === 1 ? "" : "s"} ended.`,
    deactivate: "Deactivate",
    deactivateConfirm: (name: string) =>
      `Deactivate ${name}? Their sessions end and their passkeys are removed; a new invitation brings them back.`,
    confirm: "Yes, deactivate",
    cancel: "Cancel",
    deactivated: (name: string) => `${name} was deactivated.`,
    invite: "Invite someone",
    inviteButton: "Send invitation",
    invited: (email: string) => `Invitation sent to ${email}.`,
    invitations: "Open invitations",
    noInvitations: "No open invitations.",
    expires: "Expires",
    sent: "Sent",
  },
  audit: {
    heading: "Audit log",
    intro: "Read-only. Newest first, 100 a page.",
    at: "When",
    actor: "Who",
    action: "What",
    subject: "Subject",
    detail: "Detail",
    older: "Older entries",
    newest: "Newest entries",
    empty: "No entries.",
  },
  privacy: {
    heading: "Privacy requests",
    intro:
      "Find everything stored about an e-mail address, give the person a copy, or erase it. Erasure removes enquiries, applications, CV files, questions about a role and deliveries and cannot be undone.",
    email: "E-mail address",
    search: "Search",
    found: (e: number, a: number, q: number, d: number) =>
      `${e} enquir${e === 1 ? "y" : "ies"}, ${a} application${a === 1 ? "" : "s"}, ${q} question${q === 1 ? "" : "s"}, ${d} deliver${d === 1 ? "y" : "ies"}.`,
    nothing: "Nothing is stored about this address.",
    export: "Export JSON",
    erase: "Erase…",
    eraseConfirm: (email: string) =>
      `Erase everything stored about ${email}? This cannot be undone.`,
    eraseButton: "Erase for good",
    cancel: "Cancel",
    erased: (r: {
      enquiries: number;
      applications: number;
      questions: number;
      cvs: number;
      deliveries: number;
    }) =>
      `Erased ${counted(r.enquiries, "enquiry", "enquiries")}, ${counted(r.applications, "application", "applications")}, ${counted(r.questions, "question", "questions")}, ${counted(r.cvs, "CV", "CVs")} and ${counted(r.deliveries, "delivery", "deliveries")}.`,
    exported: "Export downloaded.",
  },
  errors: {
    network: "The server could not be reached. Check your connection and try again.",
    forbidden: "Your role cannot open this page.",
    notFound: "There is nothing here.",
  },
  notFound: {
    heading: "Page not found",
    back: "Back to the console's home",
  },
};
