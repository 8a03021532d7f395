import type { SiteTexts } from "./types.ts";

export default {
  tagline: "تحول رقمي يقوده الذكاء الاصطناعي",
  blurb:
    "تصمم Kaveri Digital برمجيات مدعومة بالذكاء الاصطناعي وتبنيها وتشغّلها للمؤسسات والشركات الناشئة الطموحة: من ورشة العمل الأولى إلى أنظمة تبقى تعمل حتى في الثالثة فجرًا.",
  assistant: {
    title: "Kavi، مساعد Kaveri الذكي",
    subtitle: "هنا دائمًا لمساعدتك",
    placeholder: "اسألني أي شيء عن الشركة...",
  },
  contact: {
    hours: "الاثنين–الجمعة، 9 صباحًا–6 مساءً (بتوقيت EST)",
    responseTime: "في أقل من 24 ساعة",
    chatResponseTime: "خلال ساعتين في أوقات العمل",
    callLength: "30 دقيقة",
    country: "الهند",
    place: "بنغالور، الهند",
  },
  social: {
    LinkedIn: "Kaveri Digital على LinkedIn",
    X: "Kaveri Digital على X (تويتر سابقًا)",
    Instagram: "Kaveri Digital على Instagram",
    Facebook: "Kaveri Digital على Facebook",
  },
  stats: {
    projects: "مشروع منجز",
    enterpriseClients: "عميل من المؤسسات",
    aiProductsHome: "منتج ذكاء اصطناعي",
    aiProducts: "منتج ذكاء اصطناعي",
    yearsLeadership: "سنوات من الريادة في القطاع",
    uptime: "اتفاقية مستوى التوافر",
    support: "دعم على مدار الساعة",
    successRate: "نسبة النجاح",
    clientSavings: "وفورات حققها العملاء",
    industries: "قطاعًا نخدمه",
    countries: "دولة",
    yearsInnovation: "عامًا من الابتكار",
  },
  trustedBy: "موضع ثقة أكثر من {number} مؤسسة عالمية",
} satisfies SiteTexts;
