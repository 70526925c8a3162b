import { describe, expect, it } from 'vitest';
import { dataRetention, retentionPeriod } from './data-retention';
import { privacy } from './legal';

describe('retentionPeriod', () => {
  it('says whole years in months and the rest in days', () => {
    expect(retentionPeriod(730)).toBe('24 months');
    expect(retentionPeriod(365)).toBe('12 months');
    expect(retentionPeriod(30)).toBe('30 days');
    expect(retentionPeriod(1)).toBe('1 day');
  });
});

describe('the privacy policy', () => {
  it('states the periods the server deletes data after', () => {
    const text = JSON.stringify(privacy);
    expect(text).toContain(
      `deleted ${retentionPeriod(dataRetention.submissionDays)} after you send them`,
    );
    expect(text).toContain(`resumes are deleted ${retentionPeriod(dataRetention.applicationDays)}`);
    expect(text).toContain(
      `deleted ${retentionPeriod(dataRetention.chatDays)} after their last message`,
    );
    expect(text).toContain(
      `end of our documentation pages (the page, yes or no, and the comment you choose to write, with nothing that identifies you) are deleted ${retentionPeriod(dataRetention.chatDays)} after you send them`,
    );
  });
});
