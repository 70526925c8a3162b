/**
 * Who sent a request, for rate limits. Behind N proxies that each append the
 * address they received the request from to X-Forwarded-For, only the last N
 * entries were written by machines we trust; everything to their left was
 * written by the client and can say anything. So the client's address is the
 * entry N hops from the right (TRUST_PROXY=N), never the leftmost one, and
 * an entry that is not an IP address is skipped toward the trusted end.
 */
import { isIP } from 'node:net';
import type { Context } from 'hono';

/** An IP address in one canonical form ('::ffff:1.2.3.4' is 1.2.3.4), or undefined. */
export function normalizeIp(value: string): string | undefined {
  let text = value.trim();
  // "[2001:db8::1]:443" and "203.0.113.7:52000" as some proxies write them.
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1]!;
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(':'));
  const zone = text.indexOf('%');
  if (zone > 0) text = text.slice(0, zone);
  const version = isIP(text);
  if (version === 4) return text;
  if (version !== 6) return undefined;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(text);
  if (mapped && isIP(mapped[1]!) === 4) return mapped[1];
  return expandIpv6(text).join(':');
}

/** The eight groups of an IPv6 address, four lower-case hex digits each. */
function expandIpv6(address: string): string[] {
  let text = address.toLowerCase();
  // A trailing dotted IPv4 part becomes two groups.
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((g) => g.padStart(4, '0'));
}

/**
 * The client's address: the socket's peer with no trusted proxy, else the
 * X-Forwarded-For entry `trustedProxies` hops from the right.
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trustedProxies: number,
): string {
  const peer = normalizeIp(socketAddress ?? '') ?? 'unknown';
  if (trustedProxies <= 0 || !forwardedFor) return peer;
  // The chain as the last proxy saw it: what it was told, then who told it.
  const chain = [...forwardedFor.split(','), peer];
  // chain[len - 1] is our peer (hop 0); the client is hop N.
  for (let index = chain.length - 1 - trustedProxies; index < chain.length; index++) {
    if (index < 0) continue;
    const ip = normalizeIp(chain[index]!);
    if (ip) return ip;
  }
  return peer;
}

/**
 * The bucket a rate limit counts an address in: an IPv4 address alone, an
 * IPv6 address by its /64, since one subscriber usually holds a whole /64
 * and can change the rest of the address at will.
 */
export function rateLimitKey(address: string): string {
  if (!address.includes(':')) return address;
  return `${address.split(':').slice(0, 4).join(':')}::/64`;
}

/**
 * The client address of a request, for every endpoint that counts requests
 * (forms and chat): `trustedProxies` hops into X-Forwarded-For, else the
 * socket's peer.
 */
export function requestAddress(
  trustedProxies: number,
  socketAddress: (c: Context) => string | undefined,
): (c: Context) => string {
  return (c) => clientAddress(socketAddress(c), c.req.header('x-forwarded-for'), trustedProxies);
}
