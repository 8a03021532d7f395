import { PassThrough } from "node:stream";

import { createReadableStreamFromReadable } from "@react-router/node";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { setIslandRenderer } from "./components/islands/Island";
import { isSpaFallbackRequest, SpaFallbackContext } from "./lib/spa-fallback";

// The server entry runs only at build time (`ssr: false`): every page is pre-rendered, so it
// always waits for the whole document instead of streaming a shell. React Router's default entry
// asks `isbot` whether to wait; with our own entry it needs no such dependency.
export const streamTimeout = 10_000;

// Each island is rendered as a root of its own, as the browser hydrates it (components/islands/).
setIslandRenderer(renderToString);

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const { pipe, abort } = renderToPipeableStream(
      <SpaFallbackContext value={isSpaFallbackRequest(request)}>
        <ServerRouter context={routerContext} url={request.url} />
      </SpaFallbackContext>,
      {
        onAllReady() {
          clearTimeout(timeout);
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status,
            }),
          );
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
    timeout = setTimeout(abort, streamTimeout);
  });
}
