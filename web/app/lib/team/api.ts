// The team console's requests to /api/team/… (docs/team-console.md is the contract). Every request
// is same-origin with the session cookie (the browser sends it; the console never reads it); every
// request other than GET sends JSON and the CSRF token of the session. A 401 anywhere means the
// session ended: the console goes back to sign-in.
import type { ApplicationStatus, EnquiryStatus, Role } from "~/content/team-console";

export interface User {
  id: string;
  email: string;
  name: string;
  role: Role;
}

export interface SessionAnswer {
  user: User;
  csrf: string;
}

export interface Note {
  at: number;
  author: string;
  text: string;
}

/**
 * Where a delivery stands: `delivered`; `pending` (not tried yet); `failed` (tried, will be tried
 * again); `dead` (out of attempts: sent again only when an administrator retries it).
 */
export type DeliveryState = "delivered" | "pending" | "failed" | "dead";

/** One e-mail or webhook carrying an enquiry to sales or an application to hiring. */
export interface Delivery {
  id: number;
  channel: string;
  state: DeliveryState;
  attempts: number;
  deliveredAt: number | null;
  /** When the next attempt is due (pending and failed deliveries only). */
  nextAttemptAt: number | null;
  /** When the server gave up on it (dead deliveries only). */
  deadAt: number | null;
  lastError: string | null;
}

export interface EnquirySummary {
  id: string;
  createdAt: number;
  firstName: string;
  lastName: string;
  email: string;
  company: string | null;
  projectType: string | null;
  budget: string | null;
  language: string;
  source: string | null;
  sourceMedium: string | null;
  sourceCampaign: string | null;
  sourceLanding: string | null;
  status: EnquiryStatus;
  owner: string | null;
  overdue: boolean;
  flagged: boolean;
  /** A delivery of this enquiry to sales is dead: sales may not have received it. */
  deliveryDead: boolean;
}

export interface Enquiry extends EnquirySummary {
  message: string;
  sourceKind: string | null;
  sourceLanguage: string | null;
  notes: Note[];
  deliveries: Delivery[];
}

export interface ApplicationSummary {
  id: string;
  createdAt: number;
  jobSlug: string;
  firstName: string;
  lastName: string;
  email: string;
  location: string | null;
  language: string;
  source: string | null;
  sourceCampaign: string | null;
  sourceLanding: string | null;
  status: ApplicationStatus;
  deletesAt: number | null;
  cvFileName: string | null;
  cvBytes: number | null;
  /** A delivery of this application to hiring is dead: hiring may not have received it. */
  deliveryDead: boolean;
}

/** A candidate's question about an opening (read-only: hiring answers it by e-mail). */
export interface QuestionSummary {
  id: string;
  createdAt: number;
  jobSlug: string;
  name: string;
  email: string;
  question: string;
  language: string;
  source: string | null;
  sourceCampaign: string | null;
  sourceLanding: string | null;
  deletesAt: number | null;
  /** A delivery of this question to hiring is dead: hiring may not have received it. */
  deliveryDead: boolean;
}

export interface Question extends QuestionSummary {
  deliveries: Delivery[];
}

export interface Application extends ApplicationSummary {
  phone: string | null;
  profileUrl: string | null;
  coverNote: string | null;
  cvMediaType: string | null;
  notes: Note[];
  deliveries: Delivery[];
}

export interface StatsRow {
  value: string;
  label?: string;
  views: number;
  visitors: number;
}

export interface ConversionRow {
  value: string;
  visits: number;
  enquiries: number;
  applications: number;
  rate: number | null;
}

export interface Stats {
  /** The period's first and last day: in the CLI's report, not named by the contract. */
  from?: string;
  to?: string;
  days?: number;
  visitors: number;
  pageviews: number;
  enquiries: number;
  applications: number;
  pages: StatsRow[];
  sources: StatsRow[];
  campaigns: StatsRow[];
  landingPages: StatsRow[];
  languages: StatsRow[];
  devices: StatsRow[];
  browsers: StatsRow[];
  systems: StatsRow[];
  goals: StatsRow[];
  conversionBySource: ConversionRow[];
  conversionByLanding: ConversionRow[];
  daily: { day: string; visitors: number; pageviews: number }[];
}

export interface Person {
  id: string;
  email: string;
  name: string;
  role: Role;
  createdAt: number;
  lastSignInAt: number | null;
  passkeys: number;
  sessions: number;
  active: boolean;
}

export interface Invitation {
  id: string;
  email: string;
  role: Role;
  createdAt: number;
  expiresAt: number;
}

export interface AuditEntry {
  at: number;
  actor: string | null;
  action: string;
  subject: string | null;
  detail: string | null;
}

/** An answer other than 2xx: the server's error code and English message. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

let csrfToken: string | null = null;
let signedOut: () => void = () => {};

/** The session's CSRF token (from GET /api/team/session or a sign-in answer), or null. */
export function setCsrf(token: string | null): void {
  csrfToken = token;
}

/** What to do when any request answers 401 (the console shows sign-in). */
export function onSignedOut(handler: () => void): void {
  signedOut = handler;
}

/** Fetches one of the console's endpoints: JSON in and out, errors thrown as ApiError. */
export async function request(
  path: string,
  options: { method?: "GET" | "POST" | "PATCH"; body?: unknown } = {},
): Promise<Response> {
  const method = options.method ?? "GET";
  const headers: Record<string, string> = { Accept: "application/json" };
  if (method !== "GET") {
    headers["Content-Type"] = "application/json";
    if (csrfToken) headers["X-CSRF-Token"] = csrfToken;
  }
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: method === "GET" ? undefined : JSON.stringify(options.body ?? {}),
      credentials: "same-origin",
      cache: "no-store",
    });
  } catch {
    throw new ApiError(0, "network", "The server could not be reached. Try again.");
  }
  if (response.ok) return response;
  const answer = (await response.json().catch(() => null)) as {
    error?: string;
    message?: string;
  } | null;
  const error = new ApiError(
    response.status,
    answer?.error ?? "error",
    answer?.message ?? `The server answered ${response.status} ${response.statusText}.`.trim(),
  );
  if (response.status === 401 && error.code === "signed_out") signedOut();
  throw error;
}

/** A JSON answer (undefined for 204). */
export async function api<T>(
  path: string,
  options: { method?: "GET" | "POST" | "PATCH"; body?: unknown } = {},
): Promise<T> {
  const response = await request(path, options);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/**
 * Sends a dead delivery of a lead again (administrators only): `lead` is the lead's API path
 * (`/api/team/enquiries/<id>`). Answers the lead's deliveries, the retried one queued again.
 */
export function retryDelivery(lead: string, delivery: number): Promise<Delivery[]> {
  return api<Delivery[]>(`${lead}/deliveries/${encodeURIComponent(String(delivery))}/retry`, {
    method: "POST",
    body: {},
  });
}

/** Whether any of a lead's deliveries is dead (what the server's `deliveryDead` says). */
export const anyDead = (deliveries: Delivery[]): boolean =>
  deliveries.some((d) => d.state === "dead");

/** A query string of the filters that are set ("?status=new&from=2026-01-01", or ""). */
export function queryOf(params: URLSearchParams, keys: readonly string[]): string {
  const kept = new URLSearchParams();
  for (const key of keys) {
    const value = params.get(key);
    if (value) kept.set(key, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : "";
}
