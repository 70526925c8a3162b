import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatLongDate, longDateToIso } from './dates';

describe('formatLongDate', () => {
  it('prints the latest release date the way the spec names it (2.1.0, August 2025)', () => {
    expect(formatLongDate('2025-08-19')).toBe('August 19, 2025');
  });

  it('prints single-digit days without a leading zero', () => {
    expect(formatLongDate('2025-07-01')).toBe('July 1, 2025');
    expect(formatLongDate('2024-12-10')).toBe('December 10, 2024');
  });

  it('prints the same day whatever the time zone of the machine', () => {
    // The first and last day of a year are where a local-time shift shows first.
    for (const tz of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC']) {
      vi.stubEnv('TZ', tz);
      expect(formatLongDate('2025-01-01')).toBe('January 1, 2025');
      expect(formatLongDate('2024-12-31')).toBe('December 31, 2024');
    }
  });

  it('rejects text that is not a real calendar date', () => {
    expect(() => formatLongDate('2025-8-19')).toThrow();
    expect(() => formatLongDate('August 19, 2025')).toThrow();
    expect(() => formatLongDate('2025-02-30')).toThrow();
    expect(() => formatLongDate('2025-13-01')).toThrow();
    expect(() => formatLongDate('2025-00-10')).toThrow();
  });

  afterEach(() => {
    vi.unstubAllEnvs();
  });
});

describe('longDateToIso', () => {
  it('turns the legal pages\u2019 date (July 11, 2025) into a dateTime value', () => {
    expect(longDateToIso('July 11, 2025')).toBe('2025-07-11');
    expect(longDateToIso('March 3, 2024')).toBe('2024-03-03');
  });

  it('is the inverse of formatLongDate', () => {
    for (const iso of ['2025-08-19', '2024-02-29', '2025-12-31']) {
      expect(longDateToIso(formatLongDate(iso))).toBe(iso);
    }
  });

  it('rejects unknown months, bad days and other formats', () => {
    expect(() => longDateToIso('Jul 11, 2025')).toThrow();
    expect(() => longDateToIso('February 29, 2025')).toThrow();
    expect(() => longDateToIso('2025-07-11')).toThrow();
    expect(() => longDateToIso('July 11 2025')).toThrow();
  });
});
