import type { Testimonial } from "./types";

// Client voices. The avatar is the author's initials, shown as a monogram: we publish no
// photographs of client staff. The home page shows `testimonials` (exactly three, SPEC §9);
// /testimonials shows those and `moreTestimonials`.

export const testimonials: readonly Testimonial[] = [
  {
    quote:
      "Kaveri rebuilt our claims platform in five months without a single day of downtime. Straight-through processing went from 30% to 72%, and our adjusters finally trust the system.",
    author: "Ananya Rao",
    role: "Chief Operating Officer, Suraksha General Insurance",
    rating: 5,
    avatar: "AR",
  },
  {
    quote:
      "They treated our supply chain data like their own. The forecasting work cut stock-outs by a third in the first season, and the team explained every model in words our buyers understand.",
    author: "Daniel Whitaker",
    role: "VP Supply Chain, Northwind Home & Living",
    rating: 5,
    avatar: "DW",
  },
  {
    quote:
      "What stood out was the honesty. When an AI feature wasn't ready, they said so and showed us why. What shipped works, and our patients notice the shorter waiting times.",
    author: "Dr. Meera Iyer",
    role: "Director of Digital Health, Aarogya Hospitals",
    rating: 5,
    avatar: "MI",
  },
];

export const moreTestimonials: readonly Testimonial[] = [
  {
    quote:
      "Our learning platform now serves two million students on patchy mobile networks. Kaveri's offline-first design was the difference between a pilot and a national rollout.",
    author: "Rahul Menon",
    role: "CTO, Vidya Bharati Learning",
    rating: 5,
    avatar: "RM",
  },
  {
    quote:
      "The DevOps engagement paid for itself in a quarter. Releases went from monthly to daily, and on-call nights got quiet.",
    author: "Sofia Lindqvist",
    role: "Head of Engineering, Nordlys Energy",
    rating: 5,
    avatar: "SL",
  },
  {
    quote:
      "Kaveri's inspection system spots defects our best inspectors miss on a night shift. Scrap is down 18% and the line never had to slow down for it.",
    author: "Vikram Shetty",
    role: "Plant Head, Mysuru Precision Components",
    rating: 5,
    avatar: "VS",
  },
];

export const allTestimonials: readonly Testimonial[] = [...testimonials, ...moreTestimonials];
