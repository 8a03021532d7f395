// A filtered view of the case studies index (/resources/case-studies/industry/<slug>,
// /resources/case-studies/service/<slug>). The index layout (case-studies.tsx) reads the filter
// from the URL and renders the list; this route only gives the URL a place in the route table.
export default function CaseStudiesFilterRoute() {
  return null;
}
