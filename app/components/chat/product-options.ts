/** The product's chat: our webhook (or the built-in bot) and the texts of spec §2. */
import { chatStreaming, endpoints } from '~/config';
import { createChatOptions } from '~/lib/chat/options';

export const productChatOptions = createChatOptions({
  webhookUrl: endpoints.chat,
  widgetName: 'vendorhub-chat',
  enableStreaming: chatStreaming,
  initialMessages: ['Hi there! How can I help you?'],
  notice:
    'An automated assistant answers here. We keep the conversation to answer you and follow up: [privacy notice](/privacy).',
  // The product starts a fresh conversation on each visit.
  loadPreviousSession: false,
  showWelcomeScreen: false,
  i18n: {
    en: {
      title: 'Live chat',
      subtitle: 'Questions about an integration? We are here to help.',
      footer: '',
      getStarted: 'New Conversation',
      inputPlaceholder: 'Type your message...',
    },
  },
});
