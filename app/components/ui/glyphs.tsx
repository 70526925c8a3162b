import type { ReactNode } from 'react';

/**
 * The few icons in every page's first load (the menu toggle and the chat
 * launcher), drawn here so that first load carries no icon library; code that
 * loads later uses lucide-react. Decorative: their button is named.
 */
function Glyph({ size, children }: { size: number; children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

const stroke = {
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  fill: 'none',
} as const;

export function CloseGlyph({ size = 24 }: { size?: number }) {
  return (
    <Glyph size={size}>
      <path d="M6 6l12 12M18 6 6 18" {...stroke} />
    </Glyph>
  );
}

export function MenuGlyph({ size = 24 }: { size?: number }) {
  return (
    <Glyph size={size}>
      <path d="M4 7h16M4 12h16M4 17h16" {...stroke} />
    </Glyph>
  );
}

export function ChatGlyph({ size = 24 }: { size?: number }) {
  return (
    <Glyph size={size}>
      <path
        d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4h0A1.5 1.5 0 0 1 4 14.5z"
        fill="currentColor"
      />
    </Glyph>
  );
}
