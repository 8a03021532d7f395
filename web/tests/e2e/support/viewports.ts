/** The viewports the suites check: a small phone and a laptop. */
export const mobileViewport = { width: 375, height: 812 };
export const desktopViewport = { width: 1440, height: 900 };
