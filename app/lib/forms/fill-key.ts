/**
 * The idempotency key of one form fill. It is made with the fill's first
 * attempt, sent with every attempt of that fill (a retry after a
 * timeout, a network error or a 5xx carries the same key, so the server
 * stores the lead once), and renewed only after a success.
 */
export function createFillKey(random: () => string = randomId) {
  let key: string | undefined;
  return {
    /** The current fill's key, made on first use. */
    get(): string {
      key ??= random();
      return key;
    },
    /** After a success: the next fill is a new submission. */
    renew(): void {
      key = undefined;
    },
  };
}

/** A random UUID v4; crypto.randomUUID exists only on secure origins. */
export function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
