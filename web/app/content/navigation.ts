// The header's dropdown groups and the footer's link columns.

export interface NavItem {
  title: string;
  href: string;
  description: string;
}

export interface NavGroup {
  label: string;
  items: readonly NavItem[];
}

export const navGroups: readonly NavGroup[] = [
  {
    label: "What we do",
    items: [
      { title: "Services", href: "/services", description: "Design, engineering, cloud, data and AI delivery" },
      { title: "Industries", href: "/industries", description: "Sector expertise from retail to public services" },
      { title: "Products", href: "/products", description: "Our AI products and ready-to-run platforms" },
    ],
  },
  {
    label: "Who we are",
    items: [
      { title: "Home", href: "/", description: "Start here: who we are in one page" },
      { title: "Our Story", href: "/about-us/our-story", description: "Mission, values and the road since 2019" },
      { title: "Leadership", href: "/about-us/leadership", description: "The people who run the company" },
      { title: "Partnerships", href: "/about-us/partnerships", description: "Cloud and technology alliances" },
      { title: "Our Brands", href: "/our-brands", description: "The product brands we build and run" },
      { title: "Clients", href: "/clients", description: "The organisations we work for" },
    ],
  },
  {
    label: "Insights",
    items: [
      { title: "Resources", href: "/resources", description: "Guides, projects and press material" },
      { title: "Case Studies", href: "/resources/case-studies", description: "Measured results from client work" },
      { title: "Projects", href: "/resources/projects", description: "A portfolio of recent builds" },
      { title: "Media Kit", href: "/resources/media-kit", description: "Logos, colours and boilerplate" },
    ],
  },
  {
    label: "Careers",
    items: [
      { title: "Careers", href: "/careers", description: "Open positions, benefits and how we work" },
      { title: "Contact", href: "/contact", description: "Talk to us about a project or a role" },
    ],
  },
  {
    label: "Newsroom",
    items: [
      { title: "What's New", href: "/whats-new", description: "Company news and product releases" },
      { title: "Testimonials", href: "/testimonials", description: "What our clients say about us" },
    ],
  },
];

export const contactCta = { label: "Contact Us", href: "/contact" } as const;

export interface FooterColumn {
  heading: string;
  links: readonly { label: string; href: string }[];
}

export const footerColumns: readonly FooterColumn[] = [
  {
    heading: "Company",
    links: [
      { label: "Our Story", href: "/about-us/our-story" },
      { label: "Leadership", href: "/about-us/leadership" },
      { label: "Careers", href: "/careers" },
      { label: "Clients", href: "/clients" },
    ],
  },
  {
    heading: "Solutions",
    links: [
      { label: "Services", href: "/services" },
      { label: "Industries", href: "/industries" },
      { label: "Products", href: "/products" },
      { label: "Our Brands", href: "/our-brands" },
    ],
  },
  {
    heading: "Resources",
    links: [
      { label: "Case Studies", href: "/resources/case-studies" },
      { label: "Projects", href: "/resources/projects" },
      { label: "Media Kit", href: "/resources/media-kit" },
      { label: "What's New", href: "/whats-new" },
    ],
  },
  {
    heading: "Support",
    links: [
      { label: "Contact", href: "/contact" },
      { label: "Testimonials", href: "/testimonials" },
      { label: "Privacy Policy", href: "/privacy" },
      { label: "Terms of Service", href: "/terms" },
    ],
  },
];

export const legalLinks = [
  { label: "Privacy Policy", href: "/privacy" },
  { label: "Terms of Service", href: "/terms" },
] as const;
