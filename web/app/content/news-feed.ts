/** The news RSS feed's path; the build step scripts/build-steps/rss.mjs writes the file there. */
export const newsFeedPath = "/whats-new/rss.xml";
