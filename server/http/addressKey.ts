/**
 * The address as per-address limits count it: IPv4 as it is, IPv6 by its /64 (a subscriber gets
 * a whole /64 and could otherwise take a fresh address for every request). Used by the sign-in
 * throttle, the anonymous calls' limits (addressLimit.ts) and the live socket's pending count.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.split('::');
  const h = head ? head.split(':') : [];
  const t = address.includes('::') ? (tail ? tail.split(':') : []) : [];
  const groups = address.includes('::') ? [...h, ...Array(Math.max(0, 8 - h.length - t.length)).fill('0'), ...t] : h;
  return `${groups
    .slice(0, 4)
    .map((g) => (g || '0').toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
