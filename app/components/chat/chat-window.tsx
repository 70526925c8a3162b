/**
 * The chat window (spec §2 "Chat widget"): header, message body, input and a
 * "Powered by" footer; 384x500 on larger screens (mode `window`), the whole
 * screen on a phone or in mode `fullscreen`. Loaded on demand by the
 * launcher. The conversation itself lives in useChatSession.
 *
 * When it fills the screen nothing floats over it (the launcher hides, close
 * is in the header), every control is at least 44x44 px, and it keeps to the
 * visual viewport, so the input and send button stay above the on-screen
 * keyboard.
 */
import { cva } from 'class-variance-authority';
import { ThumbsDown, ThumbsUp, X } from 'lucide-react';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { InlineNodes } from '~/components/inline-nodes';
import { cn } from '~/lib/cn';
import { parseChatMarkdown } from '~/lib/chat/markdown';
import { parseInline } from '~/lib/inline-markup';
import { translate, type ChatOptions } from '~/lib/chat/options';
import { isSameOrigin } from '~/lib/forms/same-origin';
import { productChatOptions } from './product-options';
import { useChatSession, type Message, type Vote } from './use-chat-session';
import { useVisualViewport } from './use-visual-viewport';

const HandoffPanel = lazy(() => import('./handoff-panel'));

/** Other code can ask the body to scroll to the newest message. */
export const SCROLL_TO_BOTTOM_EVENT = 'vendorhub-chat:scroll-to-bottom';

const windowClass = cva('fixed inset-0 z-50 flex flex-col overflow-hidden bg-white shadow-2xl', {
  variants: {
    mode: {
      window:
        'sm:inset-auto sm:right-6 sm:bottom-24 sm:h-[500px] sm:w-[384px] sm:rounded-2xl sm:border sm:border-slate-200',
      fullscreen: '',
    },
  },
});

const bubbleClass = cva('max-w-[85%] rounded-2xl px-3.5 py-2', {
  variants: {
    sender: {
      user: 'rounded-br-sm bg-brand-700 whitespace-pre-wrap text-white',
      bot: 'rounded-bl-sm bg-white text-slate-800 shadow-sm ring-1 ring-slate-200',
    },
  },
});

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
                  <InlineNodes nodes={line} newTab />
                </span>
              ))}
            </p>
          );
        }
        const items = block.items.map((item, i) => (
          <li key={i}>
            <InlineNodes nodes={item} newTab />
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

const smallButton =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg font-semibold';

function Votes({ message, onVote }: { message: Message; onVote: (choice: Vote) => void }) {
  const choices = [
    { vote: 'up' as const, label: 'Helpful', Icon: ThumbsUp },
    { vote: 'down' as const, label: 'Not helpful', Icon: ThumbsDown },
  ];
  return (
    <div role="group" aria-label="Was this helpful?" className="mt-0.5 flex items-center gap-1">
      <span aria-hidden="true" className="text-xs text-slate-600">
        Was this helpful?
      </span>
      {choices.map(({ vote, label, Icon }) => (
        <button
          key={vote}
          type="button"
          aria-label={label}
          aria-pressed={message.vote === vote}
          onClick={() => onVote(vote)}
          className={cn(
            smallButton,
            'text-slate-600 hover:bg-slate-200 aria-pressed:bg-brand-50 aria-pressed:text-brand-800',
          )}
        >
          <Icon aria-hidden="true" className="size-4" />
        </button>
      ))}
    </div>
  );
}

function MessageRow({
  message,
  waiting,
  onRetry,
  onVote,
  onPerson,
}: {
  message: Message;
  waiting: boolean;
  onRetry: (message: Message) => void;
  /** Set when replies can be voted on (our own bot). */
  onVote?: (message: Message, choice: Vote) => void;
  onPerson?: () => void;
}) {
  return (
    <div
      className={
        message.sender === 'user' ? 'flex flex-col items-end' : 'flex flex-col items-start'
      }
    >
      <div className={bubbleClass({ sender: message.sender })} data-sender={message.sender}>
        {message.sender === 'bot' ? <BotText text={message.text} /> : message.text}
      </div>
      {message.offersPerson && onPerson ? (
        <button
          type="button"
          onClick={onPerson}
          className={cn(
            smallButton,
            'mt-1.5 border border-brand-700 bg-white px-3 text-brand-800 hover:bg-brand-50',
          )}
        >
          Talk to a person
        </button>
      ) : null}
      {onVote && message.replyId ? (
        <Votes message={message} onVote={(choice) => onVote(message, choice)} />
      ) : null}
      {message.status === 'failed' ? (
        <div className="mt-1 flex items-center gap-2 text-xs text-red-700" data-testid="chat-error">
          <span>{message.error}</span>
          <button
            type="button"
            disabled={waiting}
            onClick={() => onRetry(message)}
            className={cn(
              smallButton,
              'border border-red-300 bg-white px-2 text-red-800 hover:bg-red-50 disabled:opacity-50',
            )}
          >
            Retry
          </button>
        </div>
      ) : null}
    </div>
  );
}

function TypingIndicator() {
  return (
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
  const chat = useChatSession(options, open);
  const [input, setInput] = useState('');
  const bodyRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const windowRef = useRef<HTMLElement>(null);
  const titleId = useId();
  const [handoff, setHandoff] = useState(false);
  // Votes and "Talk to a person" in a reply are for our own bot; the action
  // below the messages is there with any webhook.
  const ownBot = isSameOrigin(options.webhookUrl);
  useVisualViewport(windowRef, open);

  const openHandoff = useCallback(() => setHandoff(true), []);
  const closeHandoff = useCallback(() => {
    setHandoff(false);
    inputRef.current?.focus();
  }, []);

  const scrollToBottom = useCallback(() => {
    const body = bodyRef.current;
    if (body) body.scrollTop = body.scrollHeight;
  }, []);

  useEffect(() => {
    if (!open) return;
    scrollToBottom();
    inputRef.current?.focus();
  }, [open, scrollToBottom]);

  useEffect(scrollToBottom, [chat.messages, chat.waiting, handoff, scrollToBottom]);

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

  function send() {
    if (chat.send(input)) setInput('');
  }

  function onInputKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  }

  const showWelcome = options.showWelcomeScreen && chat.sessionId === null;

  return (
    <section
      id="vendorhub-chat-window"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      ref={windowRef}
      hidden={!open}
      className={windowClass({ mode: options.mode })}
      data-chat-window=""
    >
      {/* Not <header>/<footer>: in a dialog they would be a second banner and contentinfo. */}
      <div className="flex items-start justify-between gap-3 bg-brand-700 px-5 py-4 text-white">
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
          className="-mt-2 -mr-3 flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-brand-800 focus-visible:outline-white"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>

      {showWelcome ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-4 p-6 text-center">
          <button
            type="button"
            onClick={() => chat.startNewSession()}
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
            aria-busy={chat.waiting}
            className="flex-1 space-y-3 overflow-y-auto bg-slate-50 px-4 py-4 text-sm leading-6"
          >
            {chat.messages.map((message) => (
              <MessageRow
                key={message.id}
                message={message}
                waiting={chat.waiting}
                onRetry={chat.retry}
                onVote={ownBot ? chat.vote : undefined}
                onPerson={handoff ? undefined : openHandoff}
              />
            ))}
            {chat.waiting && !chat.streaming ? <TypingIndicator /> : null}
            {handoff ? (
              <Suspense fallback={<p className="text-slate-600">Loading…</p>}>
                <HandoffPanel
                  turns={chat.messages}
                  onCancel={closeHandoff}
                  onDone={(confirmation) => {
                    chat.say(confirmation);
                    closeHandoff();
                  }}
                />
              </Suspense>
            ) : null}
          </div>
          {options.notice ? (
            <p className="border-t border-slate-200 bg-white px-4 pt-2 text-xs leading-5 text-slate-600">
              <InlineNodes nodes={parseInline(options.notice)} />
            </p>
          ) : null}
          {handoff ? null : (
            <div className="bg-white px-3 pt-1">
              <button
                type="button"
                onClick={openHandoff}
                className={cn(smallButton, 'px-2 text-sm text-brand-800 hover:bg-brand-50')}
              >
                Talk to a person
              </button>
            </div>
          )}
          <p aria-live="polite" className="sr-only" data-testid="chat-announcement">
            {chat.announcement}
          </p>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              send();
            }}
            className={cn(
              'flex items-end gap-2 bg-white p-3',
              !options.notice && 'border-t border-slate-200',
            )}
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
              className="max-h-32 min-h-11 flex-1 resize-none rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600"
            />
            <button
              type="submit"
              disabled={input.trim() === '' || chat.waiting}
              aria-label="Send message"
              className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-700 text-white hover:bg-brand-800 disabled:bg-slate-300 disabled:text-slate-600"
            >
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                <path d="M3 11.5 20.5 3 14 21l-2.5-7.5z" fill="currentColor" />
              </svg>
            </button>
          </form>
        </>
      )}
      <div className="border-t border-slate-200 bg-white px-4 text-center text-xs text-slate-600">
        Powered by{' '}
        <a
          href="https://n8n.io"
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center font-medium text-brand-800 underline underline-offset-2"
        >
          n8n<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
    </section>
  );
}
