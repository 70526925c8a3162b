// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ChoiceTabPanel, ChoiceTabs, choiceTabsCss, selectChoiceTab } from './choice-tabs';

const tabs = [
  { id: 'general', label: 'General' },
  { id: 'security', label: 'Security & Data' },
];

function renderTabs(onSelect?: (id: string) => void) {
  return render(
    <ChoiceTabs name="cat" label="Categories" tabs={tabs} defaultTab="general" onSelect={onSelect}>
      {tabs.map((tab) => (
        <ChoiceTabPanel key={tab.id} name="cat" tab={tab}>
          <p>{tab.label} answers</p>
        </ChoiceTabPanel>
      ))}
    </ChoiceTabs>,
  );
}

describe('ChoiceTabs', () => {
  it('ties each radio to its panel with one style rule', () => {
    expect(choiceTabsCss('cat', tabs)).toBe(
      '#cat:has(#cat-general:checked) #cat-panel-general,#cat:has(#cat-security:checked) #cat-panel-security{display:block}',
    );
  });

  it('renders a named radio group with the default checked and every panel in the HTML', () => {
    const { container } = renderTabs();
    const group = screen.getByRole('radiogroup', { name: 'Categories' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'General' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Security & Data' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'General' })).toHaveAttribute(
      'aria-controls',
      'cat-panel-general',
    );
    expect(container.querySelector('#cat-panel-security')).toHaveTextContent(
      'Security & Data answers',
    );
    expect(container.querySelector('style')?.textContent).toBe(choiceTabsCss('cat', tabs));
  });

  it('reports every choice, also of the checked tab, and can be chosen from code', () => {
    const onSelect = vi.fn();
    renderTabs(onSelect);
    fireEvent.click(screen.getByRole('radio', { name: 'General' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Security & Data' }));
    expect(onSelect.mock.calls).toEqual([['general'], ['security']]);
    selectChoiceTab('cat', 'general');
    expect(screen.getByRole('radio', { name: 'General' })).toBeChecked();
  });
});
