/**
 * A prerendered page must be one document in reading order: React's streaming
 * renderer can write a finished Suspense boundary out of place (a hidden
 * `<div id="S:n">` at the end of the body, moved into place by an inline
 * `$RC` script), which costs an extra layout pass after the first paint and
 * leaves that part of the page hidden without JavaScript. app/entry.server.tsx
 * renders so that this never happens; this check keeps it that way.
 */
const OUTLINED = /<div hidden(?:="")? id="S:\d+">|\$RC\(/;

export function assertInOrder(html: string, file: string): void {
  const match = OUTLINED.exec(html);
  if (match) {
    throw new Error(
      `${file}: a Suspense boundary was written out of place (${match[0]}); see app/entry.server.tsx`,
    );
  }
}
