import { afterAll, describe, expect, it } from "vitest";
import { collections } from "~/content/collections";
import { ContentError } from "../../../scripts/content/errors.ts";
import { loadContent } from "../../../scripts/content/load.ts";
import { brokenCopy, type Breakage } from "./broken-copy";

// Every collection refuses a broken file with one line naming the file, the field and the
// problem, exactly as the build prints it.

const removals: (() => void)[] = [];
afterAll(() => removals.forEach((remove) => remove()));

/** The problem lines the loader reports for a content tree with these breakages. */
function problemsFor(...breakages: Breakage[]): string[] {
  const { root, remove } = brokenCopy(...breakages);
  removals.push(remove);
  try {
    loadContent("en", root);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return error.message
      .split("\n")
      .slice(1)
      .map((line) => line.trim());
  }
  return [];
}

/** A broken file for each collection, and the line the build prints for it. A new collection adds its case here. */
const cases: Partial<Record<keyof typeof collections, [Breakage, string]>> = {
  "case-studies": [
    { file: "case-studies/aarogya-patient-flow.md", edit: (d) => delete d.title },
    "content/en/case-studies/aarogya-patient-flow.md: title: is required (text)",
  ],
  "pages/case-study": [
    { file: "pages/case-study.yaml", edit: (d) => delete d.outcomes },
    "content/en/pages/case-study.yaml: outcomes: is required (text)",
  ],
  news: [
    { file: "news/iso-27001-certification.md", edit: (d) => (d.date = "14 March 2024") },
    "content/en/news/iso-27001-certification.md: date: must be a date written as YYYY-MM-DD",
  ],
  "pages/whats-new": [
    { file: "pages/whats-new.yaml", edit: (d) => delete d.intro.title },
    "content/en/pages/whats-new.yaml: intro.title: is required (text)",
  ],
  "pages/news-post": [
    { file: "pages/news-post.yaml", edit: (d) => (d.byline = "") },
    "content/en/pages/news-post.yaml: byline: must not be empty",
  ],
  jobs: [
    { file: "jobs/product-designer.md", edit: (d) => (d.validThrough = "2026-02-30x") },
    "content/en/jobs/product-designer.md: validThrough: must be a date written as YYYY-MM-DD",
  ],
  "pages/job": [
    { file: "pages/job.yaml", edit: (d) => delete d.breadcrumb },
    "content/en/pages/job.yaml: breadcrumb: is required (text)",
  ],
  "page-types": [
    { file: "page-types.yaml", edit: (d) => delete d.default },
    "content/en/page-types.yaml: default: is required (text)",
  ],
  services: [
    { file: "services/cloud.yaml", edit: (d) => delete d.title },
    "content/en/services/cloud.yaml: title: is required (text)",
  ],
  industries: [
    { file: "industries/energy.yaml", edit: (d) => (d.icon = "windmill") },
    'content/en/industries/energy.yaml: icon: "windmill" is not an icon the site has',
  ],
  "industry-cards": [
    { file: "industry-cards.yaml", edit: (d) => d.cards.pop() },
    "content/en/industry-cards.yaml: cards: needs at least 10 items",
  ],
  testimonials: [
    { file: "testimonials/meera-iyer.md", edit: (d) => (d.rating = 6) },
    "content/en/testimonials/meera-iyer.md: rating: must be 1 to 5",
  ],
  leaders: [
    { file: "leaders/priya-nataraj.md", edit: (d) => delete d.name },
    "content/en/leaders/priya-nataraj.md: name: is required (text)",
  ],
  legal: [
    { file: "legal/privacy.md", edit: (d) => (d.lastUpdated = "last November") },
    "content/en/legal/privacy.md: lastUpdated: must be a date written as YYYY-MM-DD",
  ],
  products: [
    { file: "products.yaml", edit: (d) => (d.products[0].icon = "rocketship") },
    'content/en/products.yaml: products[0].icon: "rocketship" is not an icon the site has',
  ],
  brands: [
    { file: "brands.yaml", edit: (d) => delete d.brands[1].name },
    "content/en/brands.yaml: brands[1].name: is required (text)",
  ],
  timeline: [
    { file: "timeline.yaml", edit: (d) => (d.milestones[0].year = "'19") },
    "content/en/timeline.yaml: milestones[0].year: must be a four-digit year",
  ],
  values: [
    { file: "values.yaml", edit: (d) => (d.values[2].icon = "heart-eyes") },
    'content/en/values.yaml: values[2].icon: "heart-eyes" is not an icon the site has',
  ],
  navigation: [
    {
      file: "navigation.yaml",
      edit: (d) => (d.footerColumns[0].links[0].href = "/about-us/our-storey"),
    },
    "content/en/navigation.yaml: footerColumns[0].links[0].href: links to /about-us/our-storey, a page the site does not have",
  ],
  "closing-bands": [
    { file: "closing-bands.yaml", edit: (d) => (d.pages[0].route = "contact") },
    "content/en/closing-bands.yaml: pages[0].route: must be a route pattern such as /services/:slug",
  ],
  "service-teasers": [
    { file: "service-teasers.yaml", edit: (d) => (d.teasers[2].href = "/services/hosting") },
    "content/en/service-teasers.yaml: teasers[2].href: links to /services/hosting, a page the site does not have",
  ],
  clients: [
    { file: "clients.yaml", edit: (d) => (d.sectors[0].clients = []) },
    "content/en/clients.yaml: sectors[0].clients: needs at least 1 item",
  ],
  partners: [
    { file: "partners.yaml", edit: (d) => delete d.partners[0].clientBenefit },
    "content/en/partners.yaml: partners[0].clientBenefit: is required (text)",
  ],
  projects: [
    { file: "projects.yaml", edit: (d) => (d.projects[1].slug = d.projects[0].slug) },
    'content/en/projects.yaml: projects[1].slug: "suraksha-claims-assistant" is used twice',
  ],
  "media-kit": [
    { file: "media-kit.yaml", edit: (d) => (d.logos[0].href = "/media-kit/logo-old.svg") },
    "content/en/media-kit.yaml: logos[0].href: names /media-kit/logo-old.svg, a file the site does not have",
  ],
  assistant: [
    { file: "assistant.yaml", edit: (d) => (d.greeting = "Hi, I'm {site.assistant.nickname}!") },
    "content/en/assistant.yaml: greeting: {site.assistant.nickname} is not a fact in site.ts",
  ],
  "application-form": [
    { file: "application-form.yaml", edit: (d) => delete d.fieldLabels.coverNote },
    "content/en/application-form.yaml: fieldLabels.coverNote: is required (text)",
  ],
  "question-form": [
    { file: "question-form.yaml", edit: (d) => delete d.fieldLabels.question },
    "content/en/question-form.yaml: fieldLabels.question: is required (text)",
  ],
  "enquiry-form": [
    { file: "enquiry-form.yaml", edit: (d) => (d.budgets[0].value = "5k-10k") },
    "content/en/enquiry-form.yaml: budgets[0].value: must be one of the values the server accepts (10k-25k, 25k-50k, 50k-100k, 100k+)",
  ],
  ui: [
    { file: "ui.yaml", edit: (d) => delete d.legal.contents },
    "content/en/ui.yaml: legal.contents: is required (text)",
  ],
  "pages/home": [
    { file: "pages/home.yaml", edit: (d) => (d.hero.claims[3] = "yearsInBusiness") },
    expect.stringMatching(
      /^content\/en\/pages\/home\.yaml: hero\.claims\[3\]: "yearsInBusiness" is not a figure in site\.ts \(projects, /,
    ) as never,
  ],
  "pages/services": [
    { file: "pages/services.yaml", edit: (d) => (d.ctas.secondary.href = "/success-stories") },
    "content/en/pages/services.yaml: ctas.secondary.href: links to /success-stories, a page the site does not have",
  ],
  "pages/service": [
    { file: "pages/service.yaml", edit: (d) => (d.cta.secondary.href = "/services/all") },
    "content/en/pages/service.yaml: cta.secondary.href: links to /services/all, a page the site does not have",
  ],
  "pages/industries": [
    { file: "pages/industries.yaml", edit: (d) => delete d.intro.metaTitle },
    "content/en/pages/industries.yaml: intro.metaTitle: is required (text)",
  ],
  "pages/industry": [
    { file: "pages/industry.yaml", edit: (d) => delete d.sections.caseStudies },
    "content/en/pages/industry.yaml: sections.caseStudies: is required (a set of fields)",
  ],
  "pages/products": [
    {
      file: "pages/products.yaml",
      edit: (d) => (d.intro.lead = "Built {stats.aiProduct} products."),
    },
    "content/en/pages/products.yaml: intro.lead: {stats.aiProduct} is not a fact in site.ts",
  ],
  "pages/our-story": [
    { file: "pages/our-story.yaml", edit: (d) => (d.stats[0] = "foundedIn") },
    'content/en/pages/our-story.yaml: stats[0]: "foundedIn" is not a figure in site.ts (projects, enterpriseClients, aiProductsHome, aiProducts, yearsLeadership, uptime, support, successRate, clientSavings, industries, countries, yearsInnovation)',
  ],
  "pages/leadership": [
    { file: "pages/leadership.yaml", edit: (d) => (d.sections.team.heading = "Team") },
    'content/en/pages/leadership.yaml: sections.team: has no field "heading" (check the spelling)',
  ],
  "pages/partnerships": [
    { file: "pages/partnerships.yaml", edit: (d) => (d.intro.title = "  ") },
    "content/en/pages/partnerships.yaml: intro.title: must not be empty",
  ],
  "pages/our-brands": [
    { file: "pages/our-brands.yaml", edit: (d) => delete d.sections.products.intro },
    "content/en/pages/our-brands.yaml: sections.products.intro: is required (text)",
  ],
  "pages/clients": [
    { file: "pages/clients.yaml", edit: (d) => (d.sections.voices.title = 42) },
    "content/en/pages/clients.yaml: sections.voices.title: must be text, not number 42",
  ],
  "pages/resources": [
    {
      file: "pages/resources.yaml",
      edit: (d) => (d.collections[0].href = "/resources/case-study"),
    },
    "content/en/pages/resources.yaml: collections[0].href: links to /resources/case-study, a page the site does not have",
  ],
  "pages/case-studies": [
    { file: "pages/case-studies.yaml", edit: (d) => delete d.intro.description },
    "content/en/pages/case-studies.yaml: intro.description: is required (text)",
  ],
  "pages/projects": [
    { file: "pages/projects.yaml", edit: (d) => delete d.intro.lead },
    "content/en/pages/projects.yaml: intro.lead: is required (text)",
  ],
  "pages/media-kit": [
    { file: "pages/media-kit.yaml", edit: (d) => delete d.sections.press },
    "content/en/pages/media-kit.yaml: sections.press: is required (a set of fields)",
  ],
  "pages/testimonials": [
    { file: "pages/testimonials.yaml", edit: (d) => delete d.intro.eyebrow },
    "content/en/pages/testimonials.yaml: intro.eyebrow: is required (text)",
  ],
  "pages/careers": [
    { file: "pages/careers.yaml", edit: (d) => delete d.sections.positions.title },
    "content/en/pages/careers.yaml: sections.positions.title: is required (text)",
  ],
  "pages/privacy": [
    { file: "pages/privacy.yaml", edit: (d) => delete d.intro.title },
    "content/en/pages/privacy.yaml: intro.title: is required (text)",
  ],
  "pages/terms": [
    { file: "pages/terms.yaml", edit: (d) => (d.intro.description = "{site.fullName} terms") },
    "content/en/pages/terms.yaml: intro.description: {site.fullName} is not a fact in site.ts",
  ],
  "pages/contact": [
    { file: "pages/contact.yaml", edit: (d) => (d.cards[0].icon = "envelope") },
    'content/en/pages/contact.yaml: cards[0].icon: "envelope" is not an icon the site has',
  ],
  "pages/contact-thanks": [
    { file: "pages/contact-thanks.yaml", edit: (d) => delete d.backHome },
    "content/en/pages/contact-thanks.yaml: backHome: is required (text)",
  ],
  "pages/search": [
    { file: "pages/search.yaml", edit: (d) => (d.suggestions = []) },
    "content/en/pages/search.yaml: suggestions: needs at least 1 item",
  ],
};

describe("each collection refuses a broken file, naming file and field", () => {
  it("every collection has a case", () => {
    expect(
      Object.keys(collections).filter((name) => !(name in cases)),
      "collections without a broken-file case in tests/unit/content/schema-errors.test.ts",
    ).toEqual([]);
  });
  for (const [name, [breakage, line]] of Object.entries(cases) as [string, [Breakage, string]][]) {
    it(`${name}: ${breakage.file}`, () => {
      expect(problemsFor(breakage)).toEqual([line]);
    });
  }
});

describe("each kind of mistake", () => {
  it("a missing title", () => {
    expect(problemsFor({ file: "services/devops.yaml", edit: (d) => delete d.title })).toEqual([
      "content/en/services/devops.yaml: title: is required (text)",
    ]);
  });

  it("a date that is not a date", () => {
    expect(
      problemsFor({ file: "legal/terms.md", edit: (d) => (d.lastUpdated = "2024-11-31") }),
    ).toEqual(["content/en/legal/terms.md: lastUpdated: must be a date written as YYYY-MM-DD"]);
  });

  it("an icon that does not exist", () => {
    expect(
      problemsFor({ file: "services/design.yaml", edit: (d) => (d.icon = "paintbrush") }),
    ).toEqual(['content/en/services/design.yaml: icon: "paintbrush" is not an icon the site has']);
  });

  it("a slug used twice", () => {
    expect(
      problemsFor({
        file: "projects.yaml",
        edit: (d) => (d.projects[2].slug = d.projects[0].slug),
      }),
    ).toEqual([
      'content/en/projects.yaml: projects[2].slug: "suraksha-claims-assistant" is used twice',
    ]);
  });

  it("a link to a route that does not exist", () => {
    expect(
      problemsFor({
        file: "industry-cards.yaml",
        edit: (d) => (d.cards[8].link = "/industries/shops"),
      }),
    ).toEqual([
      "content/en/industry-cards.yaml: cards[8].link: links to /industries/shops, a page the site does not have",
    ]);
  });

  it("a link written in copy to a route that does not exist", () => {
    expect(
      problemsFor({
        file: "pages/leadership.yaml",
        edit: (d) => (d.teamNote = "Read [our history](/about-us/history)."),
      }),
    ).toEqual([
      "content/en/pages/leadership.yaml: teamNote: links to /about-us/history, a page the site does not have",
    ]);
  });

  it("an unknown fact", () => {
    expect(
      problemsFor({
        file: "pages/home.yaml",
        edit: (d) => (d.hero.title = "Since {site.founded}"),
      }),
    ).toEqual(["content/en/pages/home.yaml: hero.title: {site.founded} is not a fact in site.ts"]);
  });

  it("an unknown fact in a Markdown body", () => {
    expect(
      problemsFor({
        file: "legal/privacy.md",
        text: "---\ntitle: Privacy Policy\nlastUpdated: 2024-11-01\nintro: Short.\n---\n\n## Contact\n\nWrite to {site.contact.dpoEmail}.\n",
      }),
    ).toEqual([
      "content/en/legal/privacy.md: body: {site.contact.dpoEmail} is not a fact in site.ts",
    ]);
  });

  it("invalid YAML", () => {
    expect(
      problemsFor({
        file: "timeline.yaml",
        text: 'milestones:\n  - year: "2019\n    title: Founded\n',
      }),
    ).toEqual(['content/en/timeline.yaml: is not valid YAML (line 4): Missing closing "quote']);
    expect(
      problemsFor({ file: "brands.yaml", text: "brands:\n  - name: Kaveri Labs\n   type: Lab\n" }),
    ).toEqual([
      expect.stringMatching(/^content\/en\/brands\.yaml: is not valid YAML \(line 3\): /),
    ]);
  });

  it("a file that is not .md in an entries folder", () => {
    expect(
      problemsFor({
        file: "testimonials/notes.txt",
        text: "to do: ask Aarogya for a second quote",
      }),
    ).toEqual([
      "content/en/testimonials/notes.txt: is not a .md file; this folder holds testimonials only",
    ]);
  });

  it("a slug reference to an entry that does not exist", () => {
    expect(
      problemsFor({
        file: "industries/education.yaml",
        edit: (d) => d.serviceSlugs.push("training"),
      }),
    ).toEqual([
      'content/en/industries/education.yaml: serviceSlugs[4]: "training" is not in services',
    ]);
  });

  it("a picture whose file does not exist, or a picture path in the wrong form", () => {
    expect(
      problemsFor({
        file: "products.yaml",
        edit: (d) => (d.products[3].screen.src = "/images/products/sutra.svg"),
      }),
    ).toEqual([
      "content/en/products.yaml: products[3].screen.src: names /images/products/sutra.svg, a file the site does not have",
    ]);
    expect(
      problemsFor({
        file: "leaders/karthik-subramanian.md",
        edit: (d) => (d.portrait = "/images/leaders/karthik.png"),
      }),
    ).toEqual([
      "content/en/leaders/karthik-subramanian.md: portrait: names /images/leaders/karthik.png, a file the site does not have",
    ]);
    expect(
      problemsFor({
        file: "clients.yaml",
        edit: (d) => (d.logos[0].src = "images/clients/suraksha.svg"),
      }),
    ).toEqual([
      "content/en/clients.yaml: logos[0].src: must be an image path such as /images/products/name.svg (svg, png, jpg, webp or avif)",
    ]);
  });

  it("a client logo row with fewer than eight logos", () => {
    expect(problemsFor({ file: "clients.yaml", edit: (d) => d.logos.splice(7) })).toEqual([
      "content/en/clients.yaml: logos: needs at least 8 items",
    ]);
  });

  it("a service with a sixth feature", () => {
    expect(
      problemsFor({
        file: "services/cloud.yaml",
        edit: (d) => d.features.push({ title: "Extra", description: "One too many." }),
      }),
    ).toEqual(["content/en/services/cloud.yaml: features: holds exactly 5 features"]);
  });
});
