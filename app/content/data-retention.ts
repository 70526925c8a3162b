/**
 * How long the site keeps what visitors send, stated once: the privacy
 * policy, the notices beside the forms and the embedded server's defaults
 * (RETENTION_*_DAYS) all read these numbers, so the page and the code say
 * the same.
 */
export const dataRetention = {
  /** Contact messages, vendor integration requests and quote requests (24 months). */
  submissionDays: 730,
  /** Job applications and their CVs (12 months). */
  applicationDays: 365,
  /** Chat conversations with the website assistant. */
  chatDays: 30,
} as const;

/** A period in the words the pages use: 730 days is "24 months", 30 days "30 days". */
export function retentionPeriod(days: number): string {
  if (days % 365 === 0) {
    const months = (days / 365) * 12;
    return `${months} months`;
  }
  return days === 1 ? '1 day' : `${days} days`;
}
