/**
 * The chat window (spec §2 "Chat widget"): header, message body, input and a
 * "Powered by" footer; 384x500 on larger screens, the whole screen on a phone.
 * Loaded on demand by the launcher.
 */
import { X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import type { InlineToken } from '~/lib/inline-markup';
import { isSafeHref, parseChatMarkdown } from '~/lib/chat/markdown';
import { translate, type ChatOptions } from '~/lib/chat/options';
import { loadPreviousSession, sendMessage, type ChatMessage } from '~/lib/chat/protocol';
import { newSessionId, readSessionId, writeSessionId } from '~/lib/chat/session';
import { productChatOptions } from './product-options';

/** Other code can ask the body to scroll to the newest message. */
export const SCROLL_TO_BOTTOM_EVENT = 'vendorhub-chat:scroll-to-bottom';

type Message = ChatMessage & { status?: 'failed'; error?: string };

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);
let counter = 0;
const messageId = () => `m${Date.now().toString(36)}${(counter++).toString(36)}`;

function Inline({ tokens }: { tokens: InlineToken[] }) {
  return (
    <>
      {tokens.map((token, index) => {
        if (token.type === 'strong') return <strong key={index}>{token.text}</strong>;
        if (token.type === 'code') {
          return (
            <code key={index} className="rounded bg-slate-200 px-1 font-mono text-[0.85em]">
              {token.text}
            </code>
          );
        }
        if (token.type === 'link') {
          if (!isSafeHref(token.href)) return <span key={index}>{token.text}</span>;
          return token.href.startsWith('/') ? (
            <Link
              key={index}
              to={token.href}
              className="font-medium text-brand-800 underline underline-offset-2"
            >
              {token.text}
            </Link>
          ) : (
            <a
              key={index}
              href={token.href}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-brand-800 underline underline-offset-2"
            >
              {token.text}
            </a>
          );
        }
        return <span key={index}>{token.text}</span>;
      })}
    </>
  );
}

function BotText({ text }: { text: string }) {
  return (
    <div className="space-y-2">
      {parseChatMarkdown(text).map((block, index) => {
        if (block.type === 'p') {
          return (
            <p key={index}>
              {block.lines.map((line, i) => (
                <span key={i}>
                  {i > 0 ? <br /> : null}
                  <Inline tokens={line} />
                </span>
              ))}
            </p>
          );
        }
        const items = block.items.map((item, i) => (
          <li key={i}>
            <Inline tokens={item} />
          </li>
        ));
        return block.type === 'ul' ? (
          <ul key={index} className="list-disc space-y-1 pl-5">
            {items}
          </ul>
        ) : (
          <ol key={index} className="list-decimal space-y-1 pl-5">
            {items}
          </ol>
        );
      })}
    </div>
  );
}

export default function ChatWindow({
  open,
  onClose,
  options = productChatOptions,
}: {
  open: boolean;
  onClose: () => void;
  options?: ChatOptions;
}) {
  const t = (key: string) => translate(options, key);
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [messages, setMessages] = useState<Message[]>(() =>
    options.initialMessages.map((text) => ({
      id: messageId(),
      text,
      sender: 'bot',
      createdAt: new Date().toISOString(),
    })),
  );
  const [input, setInput] = useState('');
  const [waiting, setWaiting] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const bodyRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const titleId = useId();

  const scrollToBottom = useCallback(() => {
    const body = bodyRef.current;
    if (body) body.scrollTop = body.scrollHeight;
  }, []);

  const startNewSession = useCallback(() => {
    const id = newSessionId();
    writeSessionId(storage(), options.widgetName, id);
    setSessionId(id);
    return id;
  }, [options.widgetName]);

  // With previous sessions on, the first opening reloads the stored session,
  // and keeps its id only when it still has messages. Otherwise a new session
  // starts with the first message.
  const started = useRef(false);
  useEffect(() => {
    if (!open || started.current || options.showWelcomeScreen || !options.loadPreviousSession)
      return;
    started.current = true;
    const stored = readSessionId(storage(), options.widgetName);
    if (!stored) return;
    loadPreviousSession(options, stored).then(
      (history) => {
        if (history.length > 0) {
          setSessionId(stored);
          setMessages(history);
        } else startNewSession();
      },
      () => startNewSession(),
    );
  }, [open, options, startNewSession]);

  useEffect(() => {
    if (!open) return;
    scrollToBottom();
    inputRef.current?.focus();
  }, [open, scrollToBottom]);

  useEffect(scrollToBottom, [messages, waiting, scrollToBottom]);

  const windowRef = useRef<HTMLElement>(null);
  // Escape closes the window while focus is in it; the launcher takes focus back.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && windowRef.current?.contains(document.activeElement)) onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClose]);

  useEffect(() => {
    window.addEventListener('resize', scrollToBottom);
    window.addEventListener(SCROLL_TO_BOTTOM_EVENT, scrollToBottom);
    return () => {
      window.removeEventListener('resize', scrollToBottom);
      window.removeEventListener(SCROLL_TO_BOTTOM_EVENT, scrollToBottom);
    };
  }, [scrollToBottom]);

  async function deliver(message: Message) {
    const id = sessionId ?? startNewSession();
    setWaiting(true);
    try {
      const reply = await sendMessage(options, id, message.text);
      setMessages((list) => [
        ...list.map((m) =>
          m.id === message.id ? { ...m, status: undefined, error: undefined } : m,
        ),
        { id: messageId(), text: reply, sender: 'bot', createdAt: new Date().toISOString() },
      ]);
      setAnnouncement(reply);
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError'
          ? 'The reply took too long.'
          : 'The message could not be sent.';
      setMessages((list) =>
        list.map((m) => (m.id === message.id ? { ...m, status: 'failed', error: reason } : m)),
      );
      setAnnouncement(`${reason} You can try again.`);
    } finally {
      setWaiting(false);
    }
  }

  function send() {
    const text = input.trim();
    if (!text || waiting) return;
    const message: Message = {
      id: messageId(),
      text,
      sender: 'user',
      createdAt: new Date().toISOString(),
    };
    setMessages((list) => [...list, message]);
    setInput('');
    void deliver(message);
  }

  function onInputKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  }

  const showWelcome = options.showWelcomeScreen && sessionId === null;

  return (
    <section
      id="vendorhub-chat-window"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      ref={windowRef}
      hidden={!open}
      className="fixed inset-0 z-50 flex flex-col overflow-hidden bg-white shadow-2xl sm:inset-auto sm:right-6 sm:bottom-24 sm:h-[500px] sm:w-[384px] sm:rounded-2xl sm:border sm:border-slate-200"
    >
      <header className="flex items-start justify-between gap-3 bg-brand-700 px-5 py-4 text-white">
        <div>
          <h2 id={titleId} className="text-lg font-semibold">
            {t('title')}
          </h2>
          <p className="text-sm text-brand-50">{t('subtitle')}</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close chat"
          className="-mr-1 rounded-md p-1.5 hover:bg-brand-800 focus-visible:outline-white"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </header>

      {showWelcome ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-4 p-6 text-center">
          <button
            type="button"
            onClick={() => startNewSession()}
            className="rounded-lg bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {t('getStarted')}
          </button>
          {t('footer') !== '' && t('footer') !== 'footer' ? (
            <p className="text-sm text-slate-600">{t('footer')}</p>
          ) : null}
        </div>
      ) : (
        <>
          <div
            ref={bodyRef}
            role="log"
            aria-live="off"
            aria-label="Messages"
            // The message list scrolls; keyboard users can scroll it too.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            className="flex-1 space-y-3 overflow-y-auto bg-slate-50 px-4 py-4 text-sm leading-6"
          >
            {messages.map((message) => (
              <div
                key={message.id}
                className={
                  message.sender === 'user'
                    ? 'flex flex-col items-end'
                    : 'flex flex-col items-start'
                }
              >
                <div
                  className={
                    message.sender === 'user'
                      ? 'max-w-[85%] rounded-2xl rounded-br-sm bg-brand-700 px-3.5 py-2 whitespace-pre-wrap text-white'
                      : 'max-w-[85%] rounded-2xl rounded-bl-sm bg-white px-3.5 py-2 text-slate-800 shadow-sm ring-1 ring-slate-200'
                  }
                  data-sender={message.sender}
                >
                  {message.sender === 'bot' ? <BotText text={message.text} /> : message.text}
                </div>
                {message.status === 'failed' ? (
                  <div
                    className="mt-1 flex items-center gap-2 text-xs text-red-700"
                    data-testid="chat-error"
                  >
                    <span>{message.error}</span>
                    <button
                      type="button"
                      disabled={waiting}
                      onClick={() => void deliver(message)}
                      className="rounded border border-red-300 bg-white px-2 py-0.5 font-semibold text-red-800 hover:bg-red-50 disabled:opacity-50"
                    >
                      Retry
                    </button>
                  </div>
                ) : null}
              </div>
            ))}
            {waiting ? (
              <div
                className="flex w-fit items-center gap-1 rounded-2xl bg-white px-3.5 py-3 shadow-sm ring-1 ring-slate-200"
                data-testid="typing-indicator"
              >
                <span className="sr-only">The assistant is typing</span>
                {[0, 1, 2].map((i) => (
                  <span
                    key={i}
                    aria-hidden="true"
                    className="size-1.5 animate-bounce rounded-full bg-slate-500"
                    style={{ animationDelay: `${i * 150}ms` }}
                  />
                ))}
              </div>
            ) : null}
          </div>
          <p aria-live="polite" className="sr-only">
            {announcement}
          </p>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              send();
            }}
            className="flex items-end gap-2 border-t border-slate-200 bg-white p-3"
          >
            <label htmlFor="vendorhub-chat-input" className="sr-only">
              Message
            </label>
            <textarea
              ref={inputRef}
              id="vendorhub-chat-input"
              rows={1}
              value={input}
              onChange={(event) => setInput(event.target.value)}
              onKeyDown={onInputKeyDown}
              placeholder={t('inputPlaceholder')}
              className="max-h-32 min-h-10 flex-1 resize-none rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600"
            />
            <button
              type="submit"
              disabled={input.trim() === '' || waiting}
              aria-label="Send message"
              className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-700 text-white hover:bg-brand-800 disabled:bg-slate-300 disabled:text-slate-600"
            >
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                <path d="M3 11.5 20.5 3 14 21l-2.5-7.5z" fill="currentColor" />
              </svg>
            </button>
          </form>
        </>
      )}
      <footer className="border-t border-slate-200 bg-white px-4 py-2 text-center text-xs text-slate-600">
        Powered by{' '}
        <a
          href="https://n8n.io"
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-brand-800 underline underline-offset-2"
        >
          n8n<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </footer>
    </section>
  );
}
