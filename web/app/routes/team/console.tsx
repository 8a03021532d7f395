// /team/…: the team console (docs/team-console.md). One splat route, so the public pages' route
// table holds one entry for it; the console's own pages are client routes inside it
// (components/team/ConsoleApp.tsx), in this route's lazily loaded chunk with its stylesheet:
// no byte of it is in a public page's JavaScript or CSS. Pre-rendered once, English only
// (app/prerender.ts), as the shell team/index.html the server answers every /team/ path with:
// the shell holds no data; the console asks the server who is signed in once it runs.
import { useEffect, useState } from "react";
import "~/components/team/console.css";
import { ConsoleApp, ConsoleLoading } from "~/components/team/ConsoleApp";
import { t } from "~/content/team-console";

export const meta = () => [{ title: t.title }, { name: "robots", content: "noindex, nofollow" }];

export default function TeamConsole() {
  // The shell was rendered at /team/ but answers every path: the first render is the same
  // everywhere (hydration), the console itself starts once the page runs.
  const [running, setRunning] = useState(false);
  useEffect(() => setRunning(true), []);
  return running ? <ConsoleApp /> : <ConsoleLoading />;
}
