import type { CaseStudy } from "./types";

// Six client engagements (SPEC §9). Clients are fictional; figures are the outcomes each
// client measured against its own baseline. `image` names the cover art for the study.
export const caseStudies: readonly CaseStudy[] = [
  {
    slug: "northwind-demand-forecasting",
    title: "Forecasting demand across 240 stores",
    client: "Northwind Home & Living",
    industry: "Retail",
    duration: "7 months",
    challenge:
      "Buyers planned seasonal stock in spreadsheets from last year's sales. Popular lines sold out within weeks while slow movers filled the warehouses, tying up working capital at the worst time of year.",
    solution:
      "We built a hierarchical demand forecast by store, category and week on the client's cloud data warehouse, with promotions, weather and local events as inputs. Buyers see each forecast with a plain-language explanation and can adjust it; every adjustment is tracked and fed back into the model.",
    results: [
      "34% fewer stock-outs in the first season",
      "₹41 crore of working capital released from slow-moving stock",
      "Forecast error (WAPE) down from 38% to 19%",
      "Buyers' planning cycle cut from three weeks to four days",
    ],
    technologies: ["Python", "LightGBM", "dbt", "Snowflake", "Airflow", "React"],
    image: "case-retail",
  },
  {
    slug: "aarogya-patient-flow",
    title: "Shorter waits at a 12-hospital network",
    client: "Aarogya Hospitals",
    industry: "Healthcare",
    duration: "9 months",
    challenge:
      "Outpatient departments were booked on fixed slots that ignored no-shows and consultation lengths. Patients waited over two hours on busy days, and beds were freed late because discharge paperwork queued behind ward rounds.",
    solution:
      "We introduced a scheduling service that predicts no-shows and consultation times per clinic, a WhatsApp-based check-in that updates patients on their place in the queue, and a discharge workflow that drafts summaries for doctors to review. Patient data stays in the hospital's own data centre.",
    results: [
      "Average outpatient wait down from 118 to 46 minutes",
      "Discharge completed 2.5 hours earlier on average",
      "No-show rate down 22% with smart reminders",
      "Zero patient records leave the hospital network",
    ],
    technologies: ["FHIR", "Kotlin", "PostgreSQL", "scikit-learn", "WhatsApp Business API", "Kubernetes"],
    image: "case-healthcare",
  },
  {
    slug: "vidya-learning-platform",
    title: "A learning platform for two million students",
    client: "Vidya Bharati Learning",
    industry: "Education",
    duration: "12 months",
    challenge:
      "A successful pilot in city schools stalled in rural districts: lessons would not load on 2G connections, teachers could not track progress offline, and content existed only in English and Hindi.",
    solution:
      "We rebuilt the platform offline-first: lessons sync in the background when a signal appears, progress is recorded on the device and reconciled later, and an AI tutor answers questions in twelve Indian languages. Teachers get a simple dashboard that works on a basic Android phone.",
    results: [
      "Two million monthly active students across nine states",
      "Lesson completion up from 41% to 78% in rural schools",
      "Average data use per lesson under 300 KB",
      "Content available in 12 languages",
    ],
    technologies: ["React Native", "SQLite", "Rust", "PostgreSQL", "Llama fine-tuning", "AWS"],
    image: "case-education",
  },
  {
    slug: "nordlys-platform-engineering",
    title: "From monthly to daily releases for a grid operator",
    client: "Nordlys Energy",
    industry: "Energy, Resources & Utilities",
    duration: "8 months",
    challenge:
      "The operator's metering and outage systems were released once a month in a weekend change window. Each release needed forty manual steps, and incidents took hours to trace across teams.",
    solution:
      "We moved the services to a Kubernetes platform defined entirely as code, with automated pipelines, progressive delivery and shared observability. Teams release independently behind feature flags, and every change can be rolled back in minutes.",
    results: [
      "Release frequency from monthly to daily",
      "Mean time to recovery down from 4 hours to 18 minutes",
      "Infrastructure costs down 27%",
      "Audit evidence for regulators generated automatically",
    ],
    technologies: ["Kubernetes", "Terraform", "Argo CD", "OpenTelemetry", "Grafana", "Azure"],
    image: "case-energy",
  },
  {
    slug: "mysuru-visual-inspection",
    title: "Catching defects at line speed",
    client: "Mysuru Precision Components",
    industry: "Manufacturing",
    duration: "6 months",
    challenge:
      "Machined automotive parts were inspected by eye at the end of the line. Night shifts missed hairline cracks, and each escaped defect risked a costly recall from the client's customers.",
    solution:
      "We installed industrial cameras at three stations and trained computer-vision models that run on edge devices beside the line. Uncertain parts are set aside for a human inspector, whose decisions retrain the model every week.",
    results: [
      "Scrap and rework down 18%",
      "Defect escape rate down 64%",
      "Inspection at full line speed of 1,200 parts per hour",
      "New part types trained with under 50 example images",
    ],
    technologies: ["PyTorch", "ONNX Runtime", "NVIDIA Jetson", "OPC UA", "Python", "Grafana"],
    image: "case-manufacturing",
  },
  {
    slug: "dakshin-freight-visibility",
    title: "Real-time visibility for 9,000 trucks",
    client: "Dakshin Freight Lines",
    industry: "Travel and Logistics",
    duration: "10 months",
    challenge:
      "Customers phoned the control room to ask where their shipments were. Location data came from five telematics vendors in different formats, and delay estimates were guesses.",
    solution:
      "We built an event-streaming platform that normalises every vendor's feed, a model that predicts arrival times from traffic, weather and driver-hour rules, and a customer portal and API with live tracking and proactive delay alerts.",
    results: [
      "Where-is-my-shipment calls down 61%",
      "Arrival estimates within 30 minutes for 89% of trips",
      "Empty kilometres down 12% through better load matching",
      "Customer API adopted by 140 shippers in six months",
    ],
    technologies: ["Apache Kafka", "Flink", "Go", "TimescaleDB", "XGBoost", "GCP"],
    image: "case-logistics",
  },
];

export function findCaseStudy(slug: string): CaseStudy | undefined {
  return caseStudies.find((c) => c.slug === slug);
}
