import { Bot } from "lucide-react";

export function BotAvatar() {
  return (
    <span
      aria-hidden="true"
      className="mb-0.5 inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white"
    >
      <Bot className="h-4 w-4" />
    </span>
  );
}
