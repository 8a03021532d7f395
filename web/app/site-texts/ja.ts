import type { SiteTexts } from "./types.ts";

export default {
  tagline: "AIファーストのデジタルトランスフォーメーション",
  blurb:
    "Kaveri Digitalは、エンタープライズと意欲あふれるスタートアップのために、AIを活用したソフトウェアを設計・構築・運用しています。最初のワークショップから、深夜3時でも止まらないシステムまで。",
  assistant: {
    title: "Kaveri AIアシスタントのKavi",
    subtitle: "いつでもお気軽にどうぞ",
    placeholder: "会社について何でもお尋ねください…",
  },
  contact: {
    hours: "月〜金 9:00〜18:00（米国東部標準時）",
    responseTime: "24時間以内",
    chatResponseTime: "営業時間内であれば2時間以内",
    callLength: "30分",
    country: "インド",
    place: "インド・ベンガルール",
  },
  social: {
    LinkedIn: "LinkedInのKaveri Digital",
    X: "X（旧Twitter）のKaveri Digital",
    Instagram: "InstagramのKaveri Digital",
    Facebook: "FacebookのKaveri Digital",
  },
  stats: {
    projects: "提供したプロジェクト",
    enterpriseClients: "エンタープライズのお客様",
    aiProductsHome: "AI製品",
    aiProducts: "AI製品",
    yearsLeadership: "業界をリードしてきた年数",
    uptime: "稼働率SLA",
    support: "サポート体制",
    successRate: "プロジェクト成功率",
    clientSavings: "お客様のコスト削減額",
    industries: "対応業界",
    countries: "展開国数",
    yearsInnovation: "イノベーションの年数",
  },
  trustedBy: "{figure}社のグローバル企業が信頼",
} satisfies SiteTexts;
