/**
 * The round chat button on every page (spec §2). It is all the chat puts in
 * a page's first load; the window is a separate chunk fetched when the
 * browser is idle or on the first click.
 */
import { ChatGlyph, CloseGlyph } from '~/components/ui/glyphs';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useEarlyInput } from '~/hooks/use-early-input';

const loadWindow = () => import('./chat-window');
const ChatWindow = lazy(loadWindow);

export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // Fetch the window's code once the page is idle, so the first click is instant.
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 2000));
    const id = idle(() => void loadWindow());
    return () => (window.cancelIdleCallback ?? window.clearTimeout)(id);
  }, []);

  const toggle = () => {
    setMounted(true);
    setOpen((value) => !value);
  };
  // A tap before hydration was held by the inline early-input script; act on it once.
  useEarlyInput('chat', buttonRef, toggle);

  // Focus returns to the button once it is shown again: on a phone it is
  // hidden while the window is open, and a hidden button cannot take focus.
  const refocus = useRef(false);
  const close = useCallback(() => {
    refocus.current = true;
    setOpen(false);
  }, []);
  useEffect(() => {
    if (open || !refocus.current) return;
    refocus.current = false;
    buttonRef.current?.focus();
  }, [open]);

  return (
    <>
      {mounted ? (
        <Suspense fallback={null}>
          <ChatWindow open={open} onClose={close} />
        </Suspense>
      ) : null}
      <button
        ref={buttonRef}
        type="button"
        aria-label={open ? 'Close chat' : 'Open chat'}
        aria-expanded={open}
        aria-controls={mounted ? 'vendorhub-chat-window' : undefined}
        data-early="chat"
        onClick={toggle}
        // data-early-heard: tapped before hydration, shown at once while the chat loads.
        // Hidden while the open window fills a phone's screen: it would cover the send
        // button, and the window has its own close button in its header.
        className="fixed right-4 bottom-4 z-50 flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800 focus-visible:outline-offset-4 data-early-heard:animate-pulse data-early-heard:bg-brand-800 data-early-heard:ring-4 data-early-heard:ring-brand-300 max-sm:aria-expanded:hidden sm:right-6 sm:bottom-6"
      >
        {open ? <CloseGlyph size={26} /> : <ChatGlyph size={26} />}
      </button>
    </>
  );
}
