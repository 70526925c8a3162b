// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  earlyInputScript,
  earlyInputState,
  releaseEarlyInput,
  takeEarlyInput,
} from './early-input';

describe('earlyInputScript', () => {
  let button: HTMLButtonElement;
  let reached: number;
  const countReach = () => {
    reached += 1;
  };

  // The script runs once per page, as it does in the head of each page.
  beforeAll(() => {
    window.eval(earlyInputScript);
  });

  beforeEach(() => {
    const state = earlyInputState()!;
    state.heard = {};
    state.live = {};
    document.body.innerHTML = '<button type="button" data-early="chat"><span>Open</span></button>';
    button = document.querySelector('button')!;
    reached = 0;
    document.addEventListener('click', countReach);
  });

  afterEach(() => {
    document.removeEventListener('click', countReach);
  });

  it('is small, and safe to inline in HTML', () => {
    expect(new TextEncoder().encode(earlyInputScript).length).toBeLessThan(1024);
    expect(earlyInputScript).not.toContain('<');
  });

  it('holds a tap before the control is live, shows it was heard, and hands it over once', () => {
    button.querySelector('span')!.click();
    button.click();
    expect(reached).toBe(0);
    expect(button).toHaveAttribute('data-early-heard');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(earlyInputState()?.heard).toEqual({ chat: true });

    expect(takeEarlyInput('chat', button)).toBe(true);
    expect(button).not.toHaveAttribute('data-early-heard');
    expect(button).not.toHaveAttribute('aria-busy');
    // A second mount (React's strict mode) finds nothing left to replay.
    expect(takeEarlyInput('chat', button)).toBe(false);
  });

  it('lets taps through once the control is live, and holds them again after it unmounts', () => {
    expect(takeEarlyInput('chat', button)).toBe(false);
    button.click();
    expect(reached).toBe(1);
    expect(button).not.toHaveAttribute('data-early-heard');

    releaseEarlyInput('chat');
    button.click();
    expect(reached).toBe(1);
    expect(earlyInputState()?.heard).toEqual({ chat: true });
  });

  it('leaves taps on other elements alone', () => {
    document.body.insertAdjacentHTML('beforeend', '<a href="#x">Link</a>');
    document.querySelector('a')!.click();
    expect(reached).toBe(1);
    expect(earlyInputState()?.heard).toEqual({});
  });
});
