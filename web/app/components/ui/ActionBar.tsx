import type { ReactNode } from "react";

/**
 * The bottom action bar of a long page below 1024 px (a job's Apply, a case study's enquiry), where
 * a wide screen has a sticky aside instead. Put it last in the block it serves: it sticks to the
 * bottom of the screen while that block is on screen and comes to rest at the block's end, so it
 * holds its own place in the flow and never sits over the page's last content. Its right end is
 * left free for the chat launcher (AssistantLauncher: 2.75rem at 0.75rem from the edge, 3.5rem at
 * 1.5rem from 640 px), which then floats inside the bar. A plain link: it works before hydration.
 */
export function ActionBar({ children }: { children: ReactNode }) {
  return (
    <div
      data-action-bar
      className="sticky bottom-0 z-30 border-t border-line bg-surface/90 shadow-[0_-8px_24px_-16px_rgb(11_18_32/0.35)] backdrop-blur-md lg:hidden"
    >
      <div className="container-page">
        <div className="flex min-h-[4.25rem] items-center gap-4 py-3 pe-12 sm:min-h-20 sm:pe-[4.75rem] md:pe-16">
          {children}
        </div>
      </div>
    </div>
  );
}
