// What each role may open (docs/team-console.md, "Roles"). The server checks every request; the
// console uses this only to show each person the navigation and pages their role can use.
import type { Role } from "~/content/team-console";

export const areas = [
  "enquiries",
  "applications",
  "questions",
  "traffic",
  "people",
  "audit",
  "privacy",
] as const;
export type Area = (typeof areas)[number];

const allowed: Record<Area, readonly Role[]> = {
  enquiries: ["admin", "sales"],
  applications: ["admin", "hiring"],
  questions: ["admin", "hiring"],
  traffic: ["admin", "sales", "hiring", "marketing"],
  people: ["admin"],
  audit: ["admin"],
  privacy: ["admin"],
};

export const canOpen = (role: Role, area: Area): boolean => allowed[area].includes(role);

export const areasOf = (role: Role): Area[] => areas.filter((area) => canOpen(role, area));

/**
 * Whether a role may send a dead delivery again (the server allows administrators only and
 * refuses others with 403); the console shows the Retry button to them only.
 */
export const canRetryDeliveries = (role: Role): boolean => role === "admin";
