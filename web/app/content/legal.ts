import { site } from "../site";
import type { LegalDocument } from "./types";

// Privacy notice and terms of use. They describe what this website actually does: no cookies,
// no third-party trackers, nothing loaded from other origins; enquiries and chat feedback are
// the only things a visitor sends us.

const address = `${site.contact.address.street}, ${site.contact.address.locality} ${site.contact.address.postalCode}, ${site.contact.address.region}, ${site.contact.address.country}`;

export const privacyPolicy: LegalDocument = {
  title: "Privacy Policy",
  lastUpdated: "2024-11-01",
  intro: `This notice explains what personal data ${site.legalName} ("${site.name}", "we") collects through this website, why, and the choices you have. We collect as little as we can.`,
  sections: [
    {
      heading: "Who we are",
      paragraphs: [
        `${site.legalName} is the data controller for this website. Our registered office is at ${address}. You can reach us about privacy at ${site.contact.email}.`,
      ],
    },
    {
      heading: "What we collect",
      paragraphs: [
        "Project enquiries: when you send the enquiry form we receive your first and last name, email address, company, project type, budget range and message. We use them only to answer your enquiry and, if you become a client, to run the engagement.",
        "Assistant feedback: if you rate an answer from the on-site assistant with a thumbs up or down, we store the rating and the answer it refers to, without your name or contact details, to improve the assistant's replies. The assistant runs in your browser; what you type to it is not sent to us.",
        "Server logs: like every web server, ours records the address a request came from, the page requested, the time and your browser's user-agent string. We use these logs only to keep the site secure and working, and delete them after 30 days.",
      ],
    },
    {
      heading: "Cookies and tracking",
      paragraphs: [
        "This website sets no cookies and uses no analytics, advertising or social-media trackers. Every file it loads comes from our own server.",
        "Your browser's session storage remembers, until you close the tab, that you have already seen the home page's opening animation. It never leaves your device.",
      ],
    },
    {
      heading: "Legal basis and retention",
      paragraphs: [
        "We process enquiries on the basis of our legitimate interest in answering the people who contact us, and to take steps at your request before entering into a contract. Enquiries that do not lead to a project are deleted after 24 months.",
        "We process personal data in line with India's Digital Personal Data Protection Act, 2023 and, for visitors in the European Economic Area and the United Kingdom, the GDPR.",
      ],
    },
    {
      heading: "Who we share data with",
      paragraphs: [
        "We do not sell personal data. Enquiries are stored on servers we operate and delivered to our sales team by email. Our hosting and email providers process data on our behalf under written agreements, and we require them to protect it as we do.",
      ],
    },
    {
      heading: "Your rights",
      paragraphs: [
        `You may ask to see, correct or delete the personal data we hold about you, or object to how we use it, by writing to ${site.contact.email}. We answer within 30 days. If you are not satisfied, you may complain to your data protection authority.`,
      ],
    },
    {
      heading: "Changes to this notice",
      paragraphs: ["When we change this notice we update the date at the top of the page. Significant changes are also announced on our What's New page."],
    },
  ],
};

export const termsOfUse: LegalDocument = {
  title: "Terms of Service",
  lastUpdated: "2024-11-01",
  intro: `These terms govern your use of this website, operated by ${site.legalName}. By using the site you accept them. Client engagements are governed by their own written contracts, not by these terms.`,
  sections: [
    {
      heading: "Using this website",
      paragraphs: [
        "You may browse, read and share the content of this website for your own information. You must not attempt to disrupt the site, probe it for vulnerabilities without our written permission, or use automated means to send enquiries.",
        `If you find a security issue, please report it to ${site.contact.email}; we will acknowledge it within two business days.`,
      ],
    },
    {
      heading: "Content and intellectual property",
      paragraphs: [
        `The text, graphics, logos and software of this website belong to ${site.name} or its licensors. The logo files and boilerplate in our media kit may be used to refer to ${site.name} in editorial and partner material, following the guidelines published there.`,
        "Product and company names of others mentioned on this site are trademarks of their respective owners and are used for identification only.",
      ],
    },
    {
      heading: "Information, not advice",
      paragraphs: [
        "We work to keep the information on this site accurate and current, but it is general information about our company and services. It is not professional advice and does not form an offer. Figures in case studies are the results measured by those clients and do not guarantee the same results for others.",
      ],
    },
    {
      heading: "The on-site assistant",
      paragraphs: [
        `The assistant on this site, ${site.assistant.name}, gives pre-written answers about our company, chosen by keywords in your question. Its answers are informational; for anything that matters, contact our team directly.`,
      ],
    },
    {
      heading: "Links to other websites",
      paragraphs: [
        "Some links lead to our product sites or to third-party websites. We are not responsible for the content or privacy practices of websites we do not operate.",
      ],
    },
    {
      heading: "Liability",
      paragraphs: [
        "To the extent the law allows, we are not liable for any loss arising from your use of this website or reliance on its content. Nothing in these terms limits liability that cannot be limited by law.",
      ],
    },
    {
      heading: "Governing law",
      paragraphs: [
        `These terms are governed by the laws of India. The courts of ${site.contact.address.locality}, ${site.contact.address.region} have jurisdiction over any dispute arising from them.`,
      ],
    },
    {
      heading: "Contact",
      paragraphs: [`Questions about these terms: ${site.contact.email}, or write to us at ${address}.`],
    },
  ],
};
