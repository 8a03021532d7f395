/** The tones a badge takes (components/ui/Badge.tsx colours each); lib picks one for a status. */
export type BadgeTone = "success" | "warning" | "info" | "neutral" | "brand";
