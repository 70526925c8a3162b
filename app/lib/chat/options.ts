/**
 * The chat widget's options, named and defaulted like those of the published
 * n8n chat widget (`@n8n/chat` 1.37, spec §3), with the product's overrides
 * (spec §2). `target` and `theme` are not taken over: the site places the
 * window itself and styles it with its own theme.
 */
export interface ChatI18n {
  title: string;
  subtitle: string;
  footer: string;
  getStarted: string;
  inputPlaceholder: string;
  [key: string]: string;
}

export interface ChatOptions {
  /** The Chat Trigger (or our /api/chat) the messages go to. */
  webhookUrl: string;
  /** Method and extra headers of every call (an n8n header auth token, for example). */
  webhookConfig: { method: 'POST' | 'GET'; headers: Record<string, string> };
  /** Bearer token sent as Authorization; the product configures none. */
  authToken?: string;
  /** `window`: a 384x500 window over the page; `fullscreen`: the whole viewport, no close button. */
  mode: 'window' | 'fullscreen';
  defaultLanguage: string;
  initialMessages: string[];
  i18n: Record<string, Partial<ChatI18n>>;
  /** Reload the stored session's history when the window first opens. */
  loadPreviousSession: boolean;
  /** Show a "New Conversation" button before the first message. */
  showWelcomeScreen: boolean;
  /** Ask the Chat Trigger to stream its reply (`Accept: text/plain`), as @n8n/chat does. */
  enableStreaming: boolean;
  /** Body field that carries the visitor's text. */
  chatInputKey: string;
  /** Body field that carries the session id. */
  chatSessionKey: string;
  /** Sent as `metadata` with every call, for the workflow to read. */
  metadata?: Record<string, unknown>;
  /**
   * One line under the messages: who answers, what is kept and why, with a
   * link to the privacy notice (`[text](/path)` markup). Not an @n8n/chat option.
   */
  notice?: string;
  /** Prefix of the localStorage key: `${widgetName}/sessionId`. */
  widgetName: string;
  /** A reply that takes longer than this fails, instead of waiting forever. */
  timeoutMs: number;
}

export const libraryDefaults: ChatOptions = {
  webhookUrl: 'http://localhost:5678',
  webhookConfig: { method: 'POST', headers: {} },
  mode: 'window',
  defaultLanguage: 'en',
  initialMessages: ['Hi there! 👋', 'My name is {name}. How can I assist you today?'],
  i18n: {
    en: {
      title: 'Hi there! 👋',
      subtitle: "Start a chat. We're here to help you 24/7.",
      footer: '',
      getStarted: 'New Conversation',
      inputPlaceholder: 'Type your question..',
    },
  },
  loadPreviousSession: true,
  showWelcomeScreen: false,
  enableStreaming: false,
  chatInputKey: 'chatInput',
  chatSessionKey: 'sessionId',
  widgetName: 'n8n-chat',
  timeoutMs: 30_000,
};

export function createChatOptions(overrides: Partial<ChatOptions>): ChatOptions {
  return {
    ...libraryDefaults,
    ...overrides,
    webhookConfig: { ...libraryDefaults.webhookConfig, ...overrides.webhookConfig },
    // Per language, given texts replace the defaults key by key.
    i18n: Object.fromEntries(
      [
        ...new Set([...Object.keys(libraryDefaults.i18n), ...Object.keys(overrides.i18n ?? {})]),
      ].map((language) => [
        language,
        { ...libraryDefaults.i18n[language], ...overrides.i18n?.[language] },
      ]),
    ),
  };
}

/** A widget text in the chosen language; a missing key shows the key itself (spec §8). */
export function translate(options: ChatOptions, key: string): string {
  const text = options.i18n[options.defaultLanguage]?.[key];
  return typeof text === 'string' ? text : key;
}
