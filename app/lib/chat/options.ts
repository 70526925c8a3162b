/**
 * The chat widget's options, shaped like the n8n chat widget's (spec §3), with
 * the library's defaults and the product's overrides (spec §2).
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
  webhookUrl: string;
  webhookConfig: { method: 'POST' | 'GET'; headers: Record<string, string> };
  /** Bearer token sent as Authorization; the product configures none. */
  authToken?: string;
  target: string;
  mode: 'window' | 'fullscreen';
  defaultLanguage: string;
  initialMessages: string[];
  i18n: Record<string, Partial<ChatI18n>>;
  theme: Record<string, string>;
  loadPreviousSession: boolean;
  showWelcomeScreen: boolean;
  /** Prefix of the localStorage key: `${widgetName}/sessionId`. */
  widgetName: string;
  /** A reply that takes longer than this fails, instead of waiting forever. */
  timeoutMs: number;
}

export const libraryDefaults: ChatOptions = {
  webhookUrl: 'http://localhost:5678',
  webhookConfig: { method: 'POST', headers: {} },
  target: '#n8n-chat',
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
  theme: {},
  loadPreviousSession: true,
  showWelcomeScreen: false,
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
