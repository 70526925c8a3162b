/**
 * Category tabs that work before and without JavaScript: the categories are
 * native radio inputs (one tab stop, arrow keys move and choose, announced as
 * "radio, 2 of 5, checked"), and a small style rule per category shows the
 * panel of the checked one. Every panel stays in the HTML, so all content is
 * prerendered and readable; React only adds behaviour on top (`onSelect`).
 */
import type { ReactNode } from 'react';
import { cn } from '~/lib/cn';
import { RadioChip } from './radio-chip';

export interface ChoiceTab {
  id: string;
  label: string;
}

const radioId = (name: string, id: string) => `${name}-${id}`;
const panelId = (name: string, id: string) => `${name}-panel-${id}`;

/** The style rules that tie each radio to its panel; ids are slugs, safe in a selector. */
export function choiceTabsCss(name: string, tabs: ChoiceTab[]): string {
  return tabs
    .map((tab) => `#${name}:has(#${radioId(name, tab.id)}:checked) #${panelId(name, tab.id)}`)
    .join(',')
    .concat('{display:block}');
}

export function ChoiceTabs({
  name,
  label,
  tabs,
  defaultTab,
  onSelect,
  className,
  children,
}: {
  /** Unique on the page: the radio group's name and the id prefix. */
  name: string;
  /** Accessible name of the radio group. */
  label: string;
  tabs: ChoiceTab[];
  defaultTab: string;
  /** Called on every choice, including choosing the checked tab again. */
  onSelect?: (id: string) => void;
  className?: string;
  /** The panels: `ChoiceTabPanel`s with the same `name`. */
  children: ReactNode;
}) {
  return (
    <div id={name} className={className}>
      <style>{choiceTabsCss(name, tabs)}</style>
      <div role="radiogroup" aria-label={label} className="flex flex-wrap justify-center gap-2">
        {tabs.map((tab) => (
          <RadioChip
            key={tab.id}
            name={name}
            id={radioId(name, tab.id)}
            value={tab.id}
            defaultChecked={tab.id === defaultTab}
            controls={panelId(name, tab.id)}
            onClick={onSelect ? () => onSelect(tab.id) : undefined}
            className="rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 transition-colors hover:border-brand-600 hover:text-brand-700 has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white"
          >
            {tab.label}
          </RadioChip>
        ))}
      </div>
      {children}
    </div>
  );
}

/** Chooses a tab from code (a link to /documentation#api), as a click on it would. */
export function selectChoiceTab(name: string, id: string) {
  const input = document.getElementById(radioId(name, id));
  if (input instanceof HTMLInputElement) input.checked = true;
}

/** One category's content; hidden unless its radio is checked. */
export function ChoiceTabPanel({
  name,
  tab,
  className,
  children,
}: {
  name: string;
  tab: ChoiceTab;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div id={panelId(name, tab.id)} className={cn('mt-8 hidden', className)}>
      <h2 className="sr-only">{tab.label}</h2>
      {children}
    </div>
  );
}
