/**
 * The address a chat request counts against. Behind `TRUST_PROXY=N` proxies
 * the client is the entry N hops from the right of X-Forwarded-For (each
 * proxy appends the address it saw; what the client itself wrote is further
 * left and is never trusted). Anything that is not an IP address is ignored.
 * IPv6 clients are counted per /64, the block one subscriber usually holds.
 */
import { isIP } from 'node:net';

function bucket(address: string): string | undefined {
  const plain = address.trim().replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(plain);
  if (mapped) return mapped[1];
  const kind = isIP(plain);
  if (kind === 4) return plain;
  if (kind !== 6) return undefined;
  const [head = '', tail = ''] = plain.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = plain.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group || '0', 16).toString(16))
    .join(':')}::/64`;
}

export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trustProxy: number,
): string {
  if (trustProxy > 0 && forwardedFor) {
    const hops = forwardedFor.split(',');
    const entry = hops[hops.length - trustProxy];
    const address = entry === undefined ? undefined : bucket(entry);
    if (address) return address;
  }
  return (socketAddress && bucket(socketAddress)) ?? 'unknown';
}
