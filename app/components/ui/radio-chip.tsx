import type { ReactNode } from 'react';
import { cn } from '~/lib/cn';

/**
 * A radio choice drawn as a chip (a billing period, a category): a native
 * radio input, invisible and covering its label, so a tap anywhere on the
 * chip chooses it and it works before and without JavaScript. The look of
 * the checked and unchecked states is the caller's (`has-checked:` classes).
 */
export function RadioChip({
  name,
  value,
  id,
  defaultChecked,
  controls,
  onClick,
  className,
  children,
}: {
  name: string;
  value: string;
  id: string;
  defaultChecked?: boolean;
  /** Id of the panel the choice shows. */
  controls?: string;
  /** A click (also from the keyboard) fires even on the checked chip, which a change event would miss. */
  onClick?: () => void;
  className: string;
  children: ReactNode;
}) {
  return (
    <label
      className={cn(
        'relative has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
        className,
      )}
    >
      <input
        type="radio"
        name={name}
        id={id}
        value={value}
        defaultChecked={defaultChecked}
        aria-controls={controls}
        onClick={onClick}
        className="absolute inset-0 cursor-pointer appearance-none rounded-full opacity-0"
      />
      {children}
    </label>
  );
}
