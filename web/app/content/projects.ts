import data from "virtual:content/projects";
import type { Project } from "./schema";

// A portfolio of recent builds, newest first (content/<locale>/projects.yaml). `services` are
// service slugs; the build checks each one exists.
export const projects: readonly Project[] = data.projects;
