/**
 * Puts the Markdown at `href` on the clipboard. The text is fetched after
 * the click; handing the clipboard a promise (ClipboardItem) keeps the click's
 * permission in browsers that expire it while the fetch runs (Safari).
 */
export async function copyMarkdown(
  href: string,
  clipboard: Clipboard = navigator.clipboard,
  fetchText: (href: string) => Promise<string> = async (url) => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.text();
  },
): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && typeof clipboard.write === 'function') {
    const blob = fetchText(href).then((text) => new Blob([text], { type: 'text/plain' }));
    await clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
    return;
  }
  await clipboard.writeText(await fetchText(href));
}

/**
 * Copies, then writes the outcome into the control's status region (a
 * role="status" element, announced by screen readers) and clears it after a
 * few seconds so the next copy is announced again.
 */
export async function copyAndAnnounce(href: string, status: HTMLElement): Promise<void> {
  let message: string;
  try {
    await copyMarkdown(href);
    message = 'Copied';
  } catch {
    message = 'Could not copy. Open the link to read the page as Markdown.';
  }
  status.textContent = message;
  setTimeout(() => {
    if (status.textContent === message) status.textContent = '';
  }, 4000);
}
