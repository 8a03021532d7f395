import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { job as jobSchema, type JobOpening } from "~/content/schema";
import { jobOpenings } from "~/content/jobs";
import { openPositions } from "~/content/open-positions";
import { jobPaths } from "~/lib/job-openings";
import { topicReplies } from "~/lib/assistant/replies";
import { parseMarkdownEntry } from "../../../scripts/content/parse";

// A position marked `closed: true` in its file leaves the site: no page is pre-rendered for it
// (so it is in no sitemap: sitemap.xml lists pre-rendered pages), /careers does not list it and
// the assistant does not offer it. The fixture is a complete job file; the real four stay open.
const fixtureFile = new URL("./fixtures/closed-job.md", import.meta.url);

function closedJob(): JobOpening {
  const parsed = parseMarkdownEntry("closed-job.md", readFileSync(fixtureFile, "utf8"));
  if (!parsed.ok) throw new Error(parsed.problem.message);
  const data = jobSchema.parse(parsed.value.data);
  return {
    ...data,
    slug: "data-engineer-filled",
    html: parsed.value.html,
    words: parsed.value.words,
  };
}

vi.mock("../../../scripts/content/load.ts", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../../scripts/content/load.ts")>();
  return {
    ...real,
    loadContent: (...args: Parameters<typeof real.loadContent>) => {
      const content = real.loadContent(...args);
      return { ...content, jobs: [...(content.jobs as JobOpening[]), closedJob()] };
    },
  };
});

describe("a closed position", () => {
  it("is a valid job file whose closed flag the schema keeps", () => {
    expect(closedJob().closed).toBe(true);
  });

  it("is left out of the open positions and of the pages to pre-render", () => {
    const all = [...jobOpenings, closedJob()];
    expect(openPositions(all).map((j) => j.slug)).toEqual(jobOpenings.map((j) => j.slug));
    expect(jobPaths(all)).not.toContain("/careers/data-engineer-filled");
    expect(jobPaths(all)).toHaveLength(4);
  });

  it("gets no pre-rendered page (hence no sitemap entry) while every open position does", async () => {
    const { loadContent } = await import("../../../scripts/content/load.ts");
    expect((loadContent().jobs as JobOpening[]).map((j) => j.slug)).toContain(
      "data-engineer-filled",
    );
    const { prerenderPaths } = await import("~/prerender");
    const paths = prerenderPaths(["/", "/careers"]);
    expect(paths).not.toContain("/careers/data-engineer-filled");
    for (const job of jobOpenings) expect(paths).toContain(`/careers/${job.slug}`);
    expect(paths.filter((p) => /^\/careers\/[^/]+$/.test(p) && p !== "/careers/404")).toHaveLength(
      4,
    );
  });

  it("is not offered by the assistant, which lists the four open roles", () => {
    const reply = topicReplies.careers();
    for (const job of jobOpenings) expect(reply.text).toContain(job.title);
    expect(reply.text).not.toContain("Data Engineer (filled)");
  });
});
