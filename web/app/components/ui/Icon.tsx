import {
  ArrowLeft,
  ChevronLeft,
  ChevronRight,
  Clock,
  Eye,
  Gauge,
  Award,
  Bot,
  BrainCircuit,
  Briefcase,
  Building2,
  CalendarCheck,
  CircleExclamationPoint,
  Info,
  ClipboardList,
  Cloud,
  Code2,
  Coins,
  Compass,
  Cpu,
  Download,
  ExternalLink,
  Factory,
  FileSearch,
  Globe,
  GraduationCap,
  Handshake,
  HeartHandshake,
  HeartPulse,
  House,
  Landmark,
  Laptop,
  Layers,
  Lightbulb,
  LineChart,
  type LucideIcon,
  Mail,
  MapPin,
  Mic,
  Network,
  Newspaper,
  Palette,
  Plane,
  Radio,
  Rocket,
  Rss,
  ScanEye,
  Server,
  ShieldAlert,
  ShieldCheck,
  ShoppingBag,
  Sparkles,
  Sprout,
  Target,
  TestTube2,
  Truck,
  Users,
  Workflow,
  Wrench,
  Zap,
} from "lucide-react";
import { glyphClasses, type GlyphName } from "~/content/glyph-names";
import { type IconName, type iconNames } from "~/content/icon-names";

/**
 * The icons content may name. Content refers to icons by these keys, so only the icons the
 * site uses are bundled. Add a key here before using it in content.
 */
export const icons = {
  bot: Bot,
  brain: BrainCircuit,
  briefcase: Briefcase,
  building: Building2,
  cloud: Cloud,
  code: Code2,
  compass: Compass,
  cpu: Cpu,
  factory: Factory,
  graduation: GraduationCap,
  health: HeartPulse,
  landmark: Landmark,
  layers: Layers,
  chart: LineChart,
  palette: Palette,
  plane: Plane,
  radio: Radio,
  rocket: Rocket,
  server: Server,
  shield: ShieldCheck,
  shop: ShoppingBag,
  sparkles: Sparkles,
  test: TestTube2,
  users: Users,
  wrench: Wrench,
  zap: Zap,
  award: Award,
  calendar: CalendarCheck,
  clipboard: ClipboardList,
  coins: Coins,
  download: Download,
  externalLink: ExternalLink,
  fileSearch: FileSearch,
  globe: Globe,
  handshake: Handshake,
  heartHandshake: HeartHandshake,
  house: House,
  laptop: Laptop,
  lightbulb: Lightbulb,
  mail: Mail,
  mapPin: MapPin,
  mic: Mic,
  network: Network,
  newspaper: Newspaper,
  scanEye: ScanEye,
  shieldAlert: ShieldAlert,
  sprout: Sprout,
  target: Target,
  truck: Truck,
  workflow: Workflow,
  arrowLeft: ArrowLeft,
  chevronLeft: ChevronLeft,
  chevronRight: ChevronRight,
  clock: Clock,
  eye: Eye,
  gauge: Gauge,
  alertCircle: CircleExclamationPoint,
  info: Info,
  rss: Rss,
} satisfies Record<(typeof iconNames)[number], LucideIcon>;

/**
 * Icons that point the way the text runs (next, back, a link's arrow, "opens elsewhere"): a
 * right-to-left page (dir="rtl") mirrors them. Every other icon keeps its drawing.
 */
const directional: ReadonlySet<IconName> = new Set<IconName>([
  "arrowRight",
  "arrowLeft",
  "chevronLeft",
  "chevronRight",
  "externalLink",
]);

/**
 * Draws an icon by name. Glyphs repeated on a page or on every page (list checks, link arrows,
 * stars, header and footer icons) are drawn by the stylesheet as a mask on an empty span (the
 * sprite of art/generators/glyphs.ts): one definition in the cached CSS instead of an inline SVG
 * per use, which keeps the home page's HTML inside the first round trip. The rest are inline SVG.
 */
export function Icon({
  name,
  className: size = "h-6 w-6",
}: {
  name: IconName;
  className?: string;
}) {
  const className = directional.has(name) ? `${size} rtl:-scale-x-100` : size;
  const glyph = glyphClasses[name as GlyphName] as string | undefined;
  if (glyph) return <span aria-hidden="true" className={`glyph ${glyph} ${className}`} />;
  const Component = icons[name as keyof typeof icons] ?? Sparkles;
  return <Component aria-hidden="true" className={className} />;
}
