import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

describe('clientAddress', () => {
  it('uses the socket address without a trusted proxy, whatever X-Forwarded-For says', () => {
    expect(clientAddress('203.0.113.7', '198.51.100.1', 0)).toBe('203.0.113.7');
    expect(clientAddress('::ffff:203.0.113.7', undefined, 0)).toBe('203.0.113.7');
  });
  it('takes the entry N hops from the right behind N proxies, so a spoofed left entry is ignored', () => {
    expect(clientAddress('10.0.0.2', 'spoofed, 198.51.100.1', 1)).toBe('198.51.100.1');
    expect(clientAddress('10.0.0.2', '1.2.3.4, 198.51.100.1, 10.0.0.1', 2)).toBe('198.51.100.1');
  });
  it('ignores entries that are not addresses', () => {
    expect(clientAddress('10.0.0.2', '<script>x</script>', 1)).toBe('10.0.0.2');
    expect(clientAddress('10.0.0.2', '198.51.100.1', 3)).toBe('10.0.0.2');
  });
  it('counts IPv6 clients per /64', () => {
    const a = clientAddress('2001:db8:1:2:aaaa::1', undefined, 0);
    expect(a).toBe('2001:db8:1:2::/64');
    expect(clientAddress('2001:0db8:0001:0002:ffff:ffff:ffff:ffff', undefined, 0)).toBe(a);
    expect(clientAddress('2001:db8:1:3::1', undefined, 0)).not.toBe(a);
    expect(clientAddress('::1', undefined, 0)).toBe('0:0:0:0::/64');
  });
});
