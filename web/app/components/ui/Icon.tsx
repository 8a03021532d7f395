import {
  Bot,
  BrainCircuit,
  Briefcase,
  Building2,
  Cloud,
  Code2,
  Compass,
  Cpu,
  Factory,
  GraduationCap,
  HeartPulse,
  Landmark,
  Layers,
  LineChart,
  type LucideIcon,
  Palette,
  Plane,
  Radio,
  Rocket,
  Server,
  ShieldCheck,
  ShoppingBag,
  Sparkles,
  TestTube2,
  Users,
  Wrench,
  Zap,
} from "lucide-react";

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
} satisfies Record<string, LucideIcon>;

export type IconKey = keyof typeof icons;

export function Icon({ name, className = "h-6 w-6" }: { name: string; className?: string }) {
  const Component = icons[name as IconKey] ?? Sparkles;
  return <Component aria-hidden="true" className={className} />;
}
