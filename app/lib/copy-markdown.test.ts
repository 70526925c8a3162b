import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyAndAnnounce, copyMarkdown } from './copy-markdown';

afterEach(() => vi.unstubAllGlobals());

describe('copyMarkdown', () => {
  it('writes the fetched text with writeText where ClipboardItem is missing', async () => {
    vi.stubGlobal('ClipboardItem', undefined);
    const writeText = vi.fn().mockResolvedValue(undefined);
    await copyMarkdown('/documentation/a.md', { writeText } as unknown as Clipboard, async (url) =>
      url === '/documentation/a.md' ? '# A' : 'wrong',
    );
    expect(writeText).toHaveBeenCalledWith('# A');
  });

  it('hands the clipboard a pending item where ClipboardItem exists', async () => {
    const items: Record<string, Promise<Blob>>[] = [];
    vi.stubGlobal(
      'ClipboardItem',
      class {
        constructor(public parts: Record<string, Promise<Blob>>) {
          items.push(parts);
        }
      },
    );
    const write = vi.fn().mockResolvedValue(undefined);
    await copyMarkdown('/x.md', { write } as unknown as Clipboard, async () => '# X');
    expect(write).toHaveBeenCalledTimes(1);
    expect(await (await items[0]!['text/plain']!).text()).toBe('# X');
  });

  it('fails when the Markdown cannot be fetched', async () => {
    vi.stubGlobal('ClipboardItem', undefined);
    const clipboard = { writeText: vi.fn() } as unknown as Clipboard;
    await expect(
      copyMarkdown('/x.md', clipboard, () => Promise.reject(new Error('offline'))),
    ).rejects.toThrow('offline');
    expect(clipboard.writeText).not.toHaveBeenCalled();
  });
});

describe('copyAndAnnounce', () => {
  it('says "Copied" in the status region, then clears it', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('ClipboardItem', undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText: vi.fn().mockResolvedValue(undefined) } });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('# A')));
    const status = { textContent: '' } as HTMLElement;
    await copyAndAnnounce('/a.md', status);
    expect(status.textContent).toBe('Copied');
    vi.advanceTimersByTime(4000);
    expect(status.textContent).toBe('');
    vi.useRealTimers();
  });

  it('says it could not copy when the fetch fails', async () => {
    vi.stubGlobal('ClipboardItem', undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText: vi.fn() } });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('', { status: 404 })));
    const status = { textContent: '' } as HTMLElement;
    await copyAndAnnounce('/a.md', status);
    expect(status.textContent).toMatch(/^Could not copy/);
  });
});
