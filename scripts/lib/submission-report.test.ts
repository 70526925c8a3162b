import { describe, expect, it } from 'vitest';
import { escapeForTerminal, formatSubmission } from './submission-report';

describe('escapeForTerminal', () => {
  it('shows control characters, ANSI escapes and bidi overrides instead of obeying them', () => {
    expect(escapeForTerminal('Ada\u001b[2J\u001b[31mred')).toBe('Ada\\u{1b}[2J\\u{1b}[31mred');
    expect(escapeForTerminal('invoice\u202Efdp.exe')).toBe('invoice\\u{202e}fdp.exe');
    expect(escapeForTerminal('a\rb\u0007c\u009bd')).toBe('a\\u{d}b\\u{7}c\\u{9b}d');
    expect(escapeForTerminal('line 1\nline 2\tend')).toBe('line 1\\nline 2\\tend');
    expect(escapeForTerminal('Zoë, 東京, emoji 🙂')).toBe('Zoë, 東京, emoji 🙂');
  });
});

describe('formatSubmission', () => {
  it('labels fields from the form contract in its order, with option labels', () => {
    const text = formatSubmission({
      id: 7,
      form: 'contact',
      createdAt: '2026-11-23T10:00:00.000Z',
      data: {
        message: 'Hello',
        subject: 'access',
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        company: '',
      },
      uploads: [],
    });
    expect(text).toBe(
      [
        '#7  2026-11-23T10:00:00.000Z  Contact message  stored',
        '  Full Name: Ada Lovelace',
        '  Email: ada@example.com',
        '  Subject: Request Collaborator Access (access)',
        '  Message: Hello',
      ].join('\n'),
    );
  });

  it('names the CV with the contract label and escapes what the visitor sent', () => {
    const text = formatSubmission({
      id: 8,
      form: 'application',
      createdAt: '2026-11-23T10:00:00.000Z',
      data: { fullName: 'Eve\u001b]0;owned\u0007', email: 'eve@example.com' },
      uploads: [
        {
          field: 'resume',
          storedName: 'a.pdf',
          originalName: 'cv\u202Efdp.exe',
          mime: 'application/pdf',
          size: 2048,
        },
      ],
    });
    expect(text).toContain('  Full name: Eve\\u{1b}]0;owned\\u{7}');
    expect(text).toContain(
      '  CV / Resume: cv\\u{202e}fdp.exe (application/pdf, 2 KB) in uploads/a.pdf',
    );
    expect([...text].filter((c) => '\u001b\u0007\u202e'.includes(c))).toEqual([]);
  });
});
