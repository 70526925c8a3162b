/**
 * The chat's state and its conversation with the webhook (spec §4 "Chat
 * session"): the session id, the messages, sending, streaming a reply into
 * its bubbles, failure with Retry, votes on our own bot's replies, and what
 * the live region announces.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { asksForPerson } from '~/lib/chat/handoff';
import type { ChatOptions } from '~/lib/chat/options';
import {
  ChatReplyError,
  loadPreviousSession,
  sendMessage,
  sendVote,
  type ChatMessage,
  type ReplyRun,
} from '~/lib/chat/protocol';
import { newSessionId, readSessionId, writeSessionId } from '~/lib/chat/session';

export type Message = ChatMessage & {
  status?: 'failed';
  error?: string;
  /** A bot bubble's question: its bubbles are replaced when that question is sent again. */
  replyTo?: string;
  /** Our own bot's id of this reply, which a vote names. */
  replyId?: number;
  /** The reply offers "Talk to a person": the bot was unsure, or the visitor asked for one. */
  offersPerson?: boolean;
  vote?: 'up' | 'down';
};

export type Vote = NonNullable<Message['vote']>;

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);
let counter = 0;
const messageId = () => `m${Date.now().toString(36)}${(counter++).toString(36)}`;
const now = () => new Date().toISOString();

/** The bubbles of one reply, tied to the question they answer. */
function replyBubbles(question: Message, runs: ReplyRun[], done: boolean): Message[] {
  const offersPerson = done && (runs.some((run) => run.unsure) || asksForPerson(question.text));
  return runs.map((run, index) => ({
    id: `${question.id}:${run.key}`,
    text: run.text,
    sender: 'bot',
    createdAt: question.createdAt,
    replyTo: question.id,
    ...(run.replyId ? { replyId: run.replyId } : {}),
    ...(offersPerson && index === runs.length - 1 ? { offersPerson } : {}),
  }));
}

export function useChatSession(options: ChatOptions, open: boolean) {
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [messages, setMessages] = useState<Message[]>(() =>
    options.initialMessages.map((text) => ({
      id: messageId(),
      text,
      sender: 'bot',
      createdAt: now(),
    })),
  );
  const [waiting, setWaiting] = useState(false);
  /** Whether some text of the awaited reply has arrived (the typing dots then give way to it). */
  const [streaming, setStreaming] = useState(false);
  const [announcement, setAnnouncement] = useState('');

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

  /** Puts this question's reply bubbles at the end, replacing those of an earlier attempt. */
  const showReply = (question: Message, runs: ReplyRun[], failure?: string, done = false) =>
    setMessages((list) => [
      ...list
        .filter((m) => m.replyTo !== question.id)
        .map((m) =>
          m.id === question.id
            ? { ...m, status: failure ? ('failed' as const) : undefined, error: failure }
            : m,
        ),
      ...replyBubbles(question, runs, done),
    ]);

  async function deliver(question: Message) {
    const id = sessionId ?? startNewSession();
    setWaiting(true);
    setStreaming(false);
    setAnnouncement('');
    try {
      const runs = await sendMessage(options, id, question.text, (partial) => {
        setStreaming(partial.length > 0);
        showReply(question, partial);
      });
      showReply(question, runs, undefined, true);
      // Announced once, when the reply is complete, never chunk by chunk.
      setAnnouncement(runs.map((run) => run.text).join('\n\n'));
    } catch (error) {
      const reason =
        error instanceof ChatReplyError ? error.message : 'The message could not be sent.';
      showReply(question, error instanceof ChatReplyError ? error.partial : [], reason);
      setAnnouncement(`${reason} You can try again.`);
    } finally {
      setWaiting(false);
      setStreaming(false);
    }
  }

  /** Sends the visitor's text; false when there is nothing to send or a reply is awaited. */
  function send(input: string): boolean {
    const text = input.trim();
    if (!text || waiting) return false;
    const question: Message = { id: messageId(), text, sender: 'user', createdAt: now() };
    setMessages((list) => [...list, question]);
    void deliver(question);
    return true;
  }

  /** A message of the chat itself (the hand-off's confirmation), announced. */
  function say(text: string) {
    setMessages((list) => [...list, { id: messageId(), text, sender: 'bot', createdAt: now() }]);
    setAnnouncement(text);
  }

  /**
   * The visitor's vote on a reply, shown at once; pressing the chosen vote
   * again takes it back. Put back as it was if the server did not keep it.
   */
  async function vote(message: Message, choice: Vote) {
    if (!sessionId || !message.replyId) return;
    const before = message.vote;
    const next = before === choice ? undefined : choice;
    const setVote = (value: Vote | undefined) =>
      setMessages((list) => list.map((m) => (m.id === message.id ? { ...m, vote: value } : m)));
    setVote(next);
    try {
      await sendVote(options, sessionId, message.replyId, next ?? null);
      setAnnouncement(next ? 'Thank you for your feedback.' : 'Your vote was removed.');
    } catch (error) {
      setVote(before);
      setAnnouncement(
        error instanceof ChatReplyError ? error.message : 'Your vote could not be sent.',
      );
    }
  }

  return {
    sessionId,
    messages,
    waiting,
    streaming,
    announcement,
    startNewSession,
    send,
    retry: (question: Message) => void deliver(question),
    say,
    vote: (message: Message, choice: Vote) => void vote(message, choice),
  };
}
