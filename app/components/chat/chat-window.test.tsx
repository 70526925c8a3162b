// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
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
