import { describe, expect, it } from 'vitest';
import { clientAddress, normalizeIp, rateLimitKey } from './client-address';

describe('normalizeIp', () => {
  it('accepts IPv4 and IPv6 in the forms proxies write, and nothing else', () => {
    expect(normalizeIp(' 203.0.113.7 ')).toBe('203.0.113.7');
    expect(normalizeIp('203.0.113.7:52000')).toBe('203.0.113.7');
    expect(normalizeIp('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(normalizeIp('2001:DB8::1')).toBe('2001:0db8:0000:0000:0000:0000:0000:0001');
    expect(normalizeIp('[2001:db8::1]:443')).toBe('2001:0db8:0000:0000:0000:0000:0000:0001');
    expect(normalizeIp('fe80::1%eth0')).toBe('fe80:0000:0000:0000:0000:0000:0000:0001');
    expect(normalizeIp('<script>not-an-ip</script>')).toBeUndefined();
    expect(normalizeIp('unknown')).toBeUndefined();
    expect(normalizeIp('999.1.1.1')).toBeUndefined();
  });
});

describe('clientAddress', () => {
  it('uses the socket with no trusted proxy, whatever the header says', () => {
    expect(clientAddress('198.51.100.2', '1.2.3.4', 0)).toBe('198.51.100.2');
  });

  it('takes the entry N hops from the right, so a spoofed left part changes nothing', () => {
    // One proxy: it appended the real client, 203.0.113.7.
    expect(clientAddress('10.0.0.1', '203.0.113.7', 1)).toBe('203.0.113.7');
    expect(clientAddress('10.0.0.1', '6.6.6.6, 203.0.113.7', 1)).toBe('203.0.113.7');
    expect(clientAddress('10.0.0.1', '<script>x</script>, 7.7.7.7, 203.0.113.7', 1)).toBe(
      '203.0.113.7',
    );
    // Two proxies: CDN then load balancer.
    expect(clientAddress('10.0.0.1', '6.6.6.6, 203.0.113.7, 192.0.2.10', 2)).toBe('203.0.113.7');
  });

  it('skips a non-IP entry toward the trusted end and never trusts the client part', () => {
    expect(clientAddress('10.0.0.1', 'garbage', 1)).toBe('10.0.0.1');
    expect(clientAddress('10.0.0.1', '203.0.113.7, unknown', 1)).toBe('10.0.0.1');
    // Fewer entries than proxies: the furthest trusted hop.
    expect(clientAddress('10.0.0.1', '203.0.113.7', 3)).toBe('203.0.113.7');
  });
});

describe('rateLimitKey', () => {
  it('groups an IPv6 /64 and keeps IPv4 addresses apart', () => {
    const a = normalizeIp('2001:db8:1:2:aaaa::1')!;
    const b = normalizeIp('2001:db8:1:2:ffff:1:2:3')!;
    const c = normalizeIp('2001:db8:1:3::1')!;
    expect(rateLimitKey(a)).toBe(rateLimitKey(b));
    expect(rateLimitKey(a)).not.toBe(rateLimitKey(c));
    expect(rateLimitKey('203.0.113.7')).not.toBe(rateLimitKey('203.0.113.8'));
  });
});
