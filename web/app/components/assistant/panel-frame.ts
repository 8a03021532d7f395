/** Where the chat panel sits and how big it is: full width on a phone, 24rem × 600px beside the page. */
export const panelFrameClass =
  "fixed inset-x-0 bottom-0 z-[60] flex h-[min(600px,100dvh)] flex-col overflow-hidden border border-line bg-surface-raised shadow-[var(--shadow-lift)] sm:inset-x-auto sm:bottom-6 sm:end-6 sm:h-[600px] sm:max-h-[calc(100dvh-3rem)] sm:w-96 sm:rounded-2xl";
