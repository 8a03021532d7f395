import type { Feature, Partner } from "./types";

/** Partner groups, in page order; each partner's `category` is one of these names. */
export const partnerCategories: readonly { id: string; name: string; description: string }[] = [
  { id: "cloud-platforms", name: "Cloud platforms", description: "We deliver on the cloud you already use, with certified architects on each." },
  { id: "data-ai-platforms", name: "Data & AI platforms", description: "The platforms behind our analytics, forecasting and computer-vision work." },
  { id: "research-community", name: "Research & community", description: "Where the next generation of tools comes from, and where we give back." },
];

export const partners: readonly Partner[] = [
  {
    name: "Amazon Web Services",
    category: "Cloud platforms",
    description: "Certified architects and a delivery track record on AWS across retail, education and logistics clients.",
    clientBenefit: "Funded migration assessments and direct escalation paths to AWS specialists.",
  },
  {
    name: "Microsoft Azure",
    category: "Cloud platforms",
    description: "Azure landing zones, AKS platforms and Azure OpenAI deployments for regulated industries.",
    clientBenefit: "Enterprise agreements and data-residency options that satisfy procurement and compliance teams.",
  },
  {
    name: "Google Cloud",
    category: "Cloud platforms",
    description: "Data platforms on BigQuery and streaming workloads on GKE for high-volume event data.",
    clientBenefit: "Early access to new data and AI services, with credits for proofs of concept.",
  },
  {
    name: "Snowflake",
    category: "Data & AI platforms",
    description: "Modern data warehouses and governed data sharing for analytics and forecasting programmes.",
    clientBenefit: "Reference architectures that shorten the path from raw data to trusted dashboards.",
  },
  {
    name: "Databricks",
    category: "Data & AI platforms",
    description: "Lakehouse engineering, feature stores and model training pipelines at scale.",
    clientBenefit: "One platform for data engineering and machine learning, with costs we help you track.",
  },
  {
    name: "NVIDIA",
    category: "Data & AI platforms",
    description: "Edge computer vision on Jetson devices and GPU-accelerated model training.",
    clientBenefit: "Hardware guidance and optimised inference for vision and speech workloads.",
  },
  {
    name: "Open-source foundations",
    category: "Research & community",
    description: "Our engineers contribute to the Rust, PostgreSQL and Kubernetes ecosystems we build on.",
    clientBenefit: "Fixes land upstream, so clients never depend on a private fork.",
  },
  {
    name: "University research labs",
    category: "Research & community",
    description: "Joint projects on Indian-language speech and responsible AI with university labs in Bengaluru and Chennai.",
    clientBenefit: "Access to research talent and evaluation datasets years before they reach products.",
  },
];

/** What a partnership means for a client, beyond the logo. */
export const partnershipBenefits: readonly Feature[] = [
  { title: "No lock-in", description: "We recommend the platform that fits, and design so you can move later. We earn nothing from resale." },
  { title: "Faster starts", description: "Partner programmes fund assessments and proofs of concept, so the first phase often costs less." },
  { title: "Certified people", description: "Every lead engineer holds a current professional certification on the platform they deliver on." },
  { title: "Escalation paths", description: "When a platform issue blocks you, we reach the partner's engineers directly, not a ticket queue." },
];
