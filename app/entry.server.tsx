/**
 * Renders the prerendered pages at build time (this site has no server
 * rendering at request time: `ssr: false` with `prerender`).
 *
 * React Router's default entry streams the page: it sends the shell as soon as
 * it is ready and every Suspense boundary that lands after roughly 12.5 KB of
 * HTML (`progressiveChunkSize`) is written out of place, in a hidden `<div>`
 * at the end of the body, and moved into place by an inline script. React
 * 19.2 batches those moves into a later animation frame or a timer of up to
 * 300 ms. For a file written once at build time that buys nothing and costs a
 * lot: the home page's dashboard picture and every page's data script took an
 * extra style, layout and paint pass after the first paint (about 70 ms at 4x
 * CPU on /), and without JavaScript the picture never showed at all.
 *
 * So this entry waits for everything (`onAllReady`) and never outlines a
 * finished boundary (`progressiveChunkSize: Infinity`): every page is one
 * document in reading order, with nothing moved after it is parsed.
 */
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let allReady = false;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          allReady = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before everything is ready reject the render and are
          // reported by React Router; later ones would otherwise be silent.
          if (allReady) console.error(error);
        },
      },
    );
    // A build must not hang on a boundary that never settles.
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
  });
}
