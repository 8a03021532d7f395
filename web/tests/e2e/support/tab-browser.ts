// A Chromium driven over the DevTools protocol through its *tab* target, for the specs that need
// prerendering. Playwright attaches to each page's target directly, and Chromium refuses to
// prerender under such a session (PrerenderingDisabledByDevTools); a client attached through the
// tab target, as this one is, sees prerendering as a visitor's browser does. It is the same
// browser binary and flags as the Playwright suites (server.mjs), with a profile of its own.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromiumArgs, testChromiumPath } from "./server.mjs";

interface Message {
  id?: number;
  method?: string;
  params?: Record<string, unknown>;
  result?: Record<string, unknown>;
  error?: { message: string };
  sessionId?: string;
}

interface TargetInfo {
  targetId: string;
  type: string;
  subtype?: string;
  url: string;
}

/** A POST to the counting endpoint, from whichever page (prerendered or shown) sent it. */
export interface Posted {
  url: string;
  body: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function poll<T>(
  what: string | (() => string),
  probe: () => Promise<T | undefined> | T | undefined,
) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${typeof what === "string" ? what : what()}`);
    await sleep(100);
  }
}

export class TabBrowser {
  /** The last prerender status Chromium reported for each URL (Pending, Running, Ready, Failure…). */
  readonly prerenders = new Map<string, string>();
  /** Every POST to `postsTo`, in order. */
  readonly posts: Posted[] = [];
  /** Every document requested, by the shown page or a prerendered one, in order. */
  readonly documents: string[] = [];
  /** Console errors and uncaught exceptions of any page, CSP refusals included. */
  readonly errors: string[] = [];
  /** POSTs whose body could not be read any more: their page was left first. */
  unreadPosts = 0;

  #ws: WebSocket;
  #id = 0;
  #pending = new Map<number, (message: Message) => void>();
  #sessions = new Map<string, string>();
  #process: ReturnType<typeof spawn>;
  #profile: string;
  #postsTo: string;

  private constructor(ws: WebSocket, child: ReturnType<typeof spawn>, profile: string, to: string) {
    this.#ws = ws;
    this.#process = child;
    this.#profile = profile;
    this.#postsTo = to;
    ws.addEventListener("message", (event) => this.#receive(JSON.parse(String(event.data))));
  }

  /** Starts the browser with one empty tab; `postsTo` is the path whose POSTs are recorded. */
  static async launch(postsTo: string): Promise<TabBrowser> {
    const profile = mkdtempSync(join(tmpdir(), "kaveri-tab-browser-"));
    const child = spawn(
      testChromiumPath,
      [
        "--headless",
        ...chromiumArgs,
        // The desktop layout the Playwright suites use (playwright.config.ts).
        "--window-size=1440,900",
        "--remote-debugging-port=0",
        `--user-data-dir=${profile}`,
        "about:blank",
      ],
      // A group of its own: the system's browser command may be a wrapper script, and closing
      // ends the browser with it.
      { stdio: "ignore", detached: true },
    );
    const portFile = join(profile, "DevToolsActivePort");
    const [port, path] = await poll("the browser's DevTools port", () => {
      const lines = existsSync(portFile) ? readFileSync(portFile, "utf8").split("\n") : [];
      return lines[1] ? lines : undefined;
    });
    const ws = new WebSocket(`ws://127.0.0.1:${port}${path}`);
    await new Promise((resolve, reject) => {
      ws.addEventListener("open", resolve);
      ws.addEventListener("error", reject);
    });
    const browser = new TabBrowser(ws, child, profile, postsTo);
    const { targetInfos } = (await browser.#send("Target.getTargets", {
      filter: [{ type: "tab" }],
    })) as { targetInfos: TargetInfo[] };
    const tab = targetInfos.find((t) => t.type === "tab");
    if (!tab) throw new Error("no tab target");
    const { sessionId } = (await browser.#send("Target.attachToTarget", {
      targetId: tab.targetId,
      flatten: true,
    })) as { sessionId: string };
    // Every page of the tab, the prerendered ones too, is attached paused, instrumented, then run.
    await browser.#send(
      "Target.setAutoAttach",
      { autoAttach: true, waitForDebuggerOnStart: true, flatten: true },
      sessionId,
    );
    await poll("the tab's page", () => browser.#current());
    return browser;
  }

  #send(method: string, params: Record<string, unknown> = {}, sessionId?: string) {
    const id = ++this.#id;
    this.#ws.send(JSON.stringify({ id, method, params, sessionId }));
    return new Promise<Record<string, unknown>>((resolve, reject) =>
      this.#pending.set(id, (message) =>
        message.error
          ? reject(new Error(`${method}: ${message.error.message}`))
          : resolve(message.result ?? {}),
      ),
    );
  }

  #receive(message: Message) {
    if (message.id !== undefined) {
      this.#pending.get(message.id)?.(message);
      this.#pending.delete(message.id);
      return;
    }
    const params = message.params ?? {};
    switch (message.method) {
      case "Target.attachedToTarget": {
        const info = params.targetInfo as TargetInfo;
        const session = params.sessionId as string;
        if (info.type !== "page") return;
        this.#sessions.set(info.targetId, session);
        // Sent in order, not awaited: a paused page answers some only once it runs. A domain a
        // prerendered page lacks is left out.
        for (const method of [
          "Network.enable",
          "Runtime.enable",
          "Log.enable",
          "Page.enable",
          "Preload.enable",
          "Runtime.runIfWaitingForDebugger",
        ])
          this.#send(method, {}, session).catch(() => {});
        return;
      }
      case "Target.detachedFromTarget":
        for (const [target, session] of this.#sessions)
          if (session === params.sessionId) this.#sessions.delete(target);
        return;
      case "Preload.prerenderStatusUpdated": {
        const key = params.key as { url: string };
        const reason = params.prerenderStatus ? ` (${String(params.prerenderStatus)})` : "";
        this.prerenders.set(key.url, `${String(params.status)}${reason}`);
        return;
      }
      case "Network.requestWillBeSent": {
        const request = params.request as {
          url: string;
          method: string;
          postData?: string;
          postDataEntries?: { bytes?: string }[];
        };
        if (params.type === "Document") this.documents.push(request.url);
        if (request.method !== "POST" || new URL(request.url).pathname !== this.#postsTo) return;
        const entries = (request.postDataEntries ?? []).map((entry) =>
          Buffer.from(entry.bytes ?? "", "base64").toString("utf8"),
        );
        const inline = request.postData ?? entries.join("");
        // A beacon's Blob body is not in the event: asked for, from the session that sent it.
        const body = inline
          ? Promise.resolve({ postData: inline })
          : this.#send(
              "Network.getRequestPostData",
              { requestId: params.requestId },
              message.sessionId,
            );
        void body.then(
          ({ postData }) => this.posts.push({ url: request.url, body: String(postData) }),
          (error: Error) => {
            // The tab left the page that sent it before its body was asked for: nothing wrong
            // with the page, but this POST cannot be checked (a spec that counts posts waits for
            // each one's answer before it moves on).
            if (/No resource with given id/.test(error.message)) this.unreadPosts += 1;
            else this.errors.push(`the body of a POST to ${request.url}: ${error.message}`);
          },
        );
        return;
      }
      case "Runtime.exceptionThrown":
        this.errors.push(JSON.stringify(params.exceptionDetails));
        return;
      case "Runtime.consoleAPICalled":
        if (params.type === "error") this.errors.push(JSON.stringify(params.args));
        return;
      case "Log.entryAdded": {
        const entry = params.entry as { level: string; text: string };
        if (entry.level === "error") this.errors.push(entry.text);
        return;
      }
    }
  }

  /** The session of the page the tab shows (not a prerendered one). */
  async #current(): Promise<string | undefined> {
    const { targetInfos } = (await this.#send("Target.getTargets")) as {
      targetInfos: TargetInfo[];
    };
    const shown = targetInfos.find((t) => t.type === "page" && !t.subtype);
    return shown && this.#sessions.get(shown.targetId);
  }

  /** Evaluates `expression` in the shown page; its value, by value. */
  async evaluate<T>(expression: string): Promise<T> {
    const session = await poll("the shown page", () => this.#current());
    const { result, exceptionDetails } = (await this.#send(
      "Runtime.evaluate",
      { expression, returnByValue: true, awaitPromise: true },
      session,
    )) as { result: { value: T }; exceptionDetails?: unknown };
    if (exceptionDetails) throw new Error(`${expression}: ${JSON.stringify(exceptionDetails)}`);
    return result.value;
  }

  /** Opens `url` by address and waits for its load event. */
  async goto(url: string): Promise<void> {
    const session = await poll("the shown page", () => this.#current());
    await this.#send("Page.navigate", { url }, session);
    await this.waitForUrl(url);
  }

  /** Waits until the shown page is `url`, loaded. */
  async waitForUrl(url: string): Promise<void> {
    await poll(`${url} shown`, async () =>
      this.evaluate<boolean>(
        `location.href === ${JSON.stringify(url)} && document.readyState === "complete"`,
      ).catch(() => false),
    );
  }

  async #centre(selector: string): Promise<{ x: number; y: number }> {
    return poll(`${selector} on screen`, () =>
      this.evaluate<{ x: number; y: number } | undefined>(`(() => {
        const el = [...document.querySelectorAll(${JSON.stringify(selector)})].find(
          (e) => e.getBoundingClientRect().width > 0,
        );
        if (!el) return undefined;
        const r = el.getBoundingClientRect();
        return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
      })()`),
    );
  }

  async #mouse(type: string, at: { x: number; y: number }, button = "none") {
    const session = await poll("the shown page", () => this.#current());
    await this.#send(
      "Input.dispatchMouseEvent",
      { type, ...at, button, clickCount: button === "none" ? 0 : 1 },
      session,
    );
  }

  /** Moves the pointer over the first shown element `selector` names, and leaves it there. */
  async hover(selector: string): Promise<void> {
    await this.#mouse("mouseMoved", await this.#centre(selector));
  }

  /** Clicks the first shown element `selector` names. */
  async click(selector: string): Promise<void> {
    const at = await this.#centre(selector);
    await this.#mouse("mouseMoved", at);
    await this.#mouse("mousePressed", at, "left");
    await this.#mouse("mouseReleased", at, "left");
  }

  /** Waits until Chromium reports the prerender of `url` as `status`. */
  async waitForPrerender(url: string, status = "Ready"): Promise<void> {
    await poll(
      () => `the prerender of ${url}: ${status} (last: ${this.prerenders.get(url) ?? "none"})`,
      () => this.prerenders.get(url) === status,
    );
  }

  close(): void {
    this.#ws.close();
    if (this.#process.pid) process.kill(-this.#process.pid, "SIGTERM");
    rmSync(this.#profile, { recursive: true, force: true });
  }
}
