// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { run, agent } from '../../../tests/n8n-streams';
import { createChatOptions } from '~/lib/chat/options';
import ChatWindow from './chat-window';

function renderWindow(options: Parameters<typeof createChatOptions>[0]) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: <ChatWindow open onClose={() => {}} options={createChatOptions(options)} />,
    },
  ]);
  render(<RouterProvider router={router} />);
}

describe('the get-started view', () => {
  it('shows one button labelled by getStarted, and the footer text only when configured', () => {
    renderWindow({
      showWelcomeScreen: true,
      i18n: { en: { getStarted: 'Start chatting', footer: 'Replies within minutes' } },
    });
    expect(
      screen.getAllByRole('button').filter((b) => b.textContent === 'Start chatting'),
    ).toHaveLength(1);
    expect(screen.getByText('Replies within minutes')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Start chatting' }));
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
  });

  it('leaves the footer out when it is empty', () => {
    renderWindow({ showWelcomeScreen: true, i18n: { en: { footer: '' } } });
    expect(screen.getByRole('button', { name: 'New Conversation' })).toBeInTheDocument();
    expect(screen.queryByText('footer')).toBeNull();
  });
});

describe('texts', () => {
  it('show the key itself when a text is missing', () => {
    renderWindow({ i18n: { en: { title: 'Live chat' } }, defaultLanguage: 'fr' });
    expect(screen.getByRole('heading', { name: 'title' })).toBeInTheDocument();
  });
});

describe('the notice', () => {
  it('says who answers and links the privacy notice, only when configured', () => {
    renderWindow({ notice: 'An automated assistant answers. [Privacy notice](/privacy).' });
    expect(screen.getByText(/An automated assistant answers/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    cleanup();
    renderWindow({});
    expect(screen.queryByRole('link', { name: 'Privacy notice' })).toBeNull();
  });
});

describe('mode', () => {
  it('is a 384x500 window by default and covers the screen in fullscreen', () => {
    renderWindow({});
    expect(screen.getByRole('dialog').className).toContain('sm:w-[384px]');
    cleanup();
    renderWindow({ mode: 'fullscreen' });
    expect(screen.getByRole('dialog').className).not.toContain('sm:w-[384px]');
    expect(screen.getByRole('dialog').className).toContain('inset-0');
  });
});

describe('a streamed reply', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('grows in one bubble and is announced once, when complete', async () => {
    const lines = run(agent, ['Inventory ', 'syncs ', 'hourly.']);
    let push!: (line: string | null) => void;
    const encoder = new TextEncoder();
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              push = (line) =>
                line === null ? controller.close() : controller.enqueue(encoder.encode(line));
            },
          }),
        ),
      ),
    );
    renderWindow({ webhookUrl: '/api/chat' });
    const input = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.change(input, { target: { value: 'How often?' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    const announcement = screen.getByTestId('chat-announcement');
    const bubbles = () =>
      [...document.querySelectorAll('[data-sender="bot"]')].map((b) => b.textContent);
    await act(async () => {
      push(lines[0]!);
      push(lines[1]!);
    });
    await waitFor(() => expect(bubbles().at(-1)).toBe('Inventory'));
    expect(announcement).toHaveTextContent('');
    await act(async () => push(lines[2]!));
    await waitFor(() => expect(bubbles().at(-1)).toBe('Inventory syncs'));
    expect(announcement).toHaveTextContent('');
    await act(async () => {
      push(lines[3]!);
      push(lines[4]!);
      push(null);
    });
    await waitFor(() => expect(announcement).toHaveTextContent('Inventory syncs hourly.'));
    // The two greetings, then the reply in one bubble.
    expect(bubbles()).toHaveLength(3);
  });
});
