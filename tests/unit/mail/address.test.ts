import { describe, expect, it } from 'vitest';
import { addressProblems, domainOf, isMailAddress, normalAddress, simulatedFate, unsubscribeHeaders } from '../../../src/domain/mail/address';

describe('e-mail addresses', () => {
  it('takes plain mailbox addresses and refuses what a server would', () => {
    for (const ok of ['a@example.com', 'first.last+tag@sub.example.co', "o'brien@example.com", 'x@xn--fiqs8s.cn']) expect(isMailAddress(ok), ok).toBe(true);
    for (const bad of [
      '',
      'a',
      '@example.com',
      'a@',
      'a@localhost',
      'a..b@example.com',
      '.a@example.com',
      'a@-x.com',
      'a@x-.com',
      'a b@example.com',
      ' a@example.com',
      'Name <a@example.com>',
      'a@example.123',
      `${'x'.repeat(65)}@example.com`,
      'a@[127.0.0.1]',
    ])
      expect(isMailAddress(bad), bad).toBe(false);
  });

  it('lower-cases only the domain, and reads it', () => {
    expect(normalAddress('Sales.Li@Example.COM')).toBe('Sales.Li@example.com');
    expect(domainOf('ops@Bounce.Test')).toBe('bounce.test');
  });

  it('names each wrong field: recipients, copies and a subject that would add a header', () => {
    expect(addressProblems({ to: [], subject: 'x' })).toEqual([{ field: '/To', problem: 'noRecipient' }]);
    expect(addressProblems({ to: ['a@example.com', 'b'], cc: ['c@'], subject: 'ok' }).map((p) => p.field)).toEqual(['/To/1', '/Cc/0']);
    expect(addressProblems({ to: ['a@example.com'], subject: 'Hi\r\nBcc: x@example.com' })).toEqual([{ field: '/Subject', problem: 'badSubject' }]);
    expect(addressProblems({ to: ['a@example.com'], subject: ' ' })).toEqual([{ field: '/Subject', problem: 'badSubject' }]);
    expect(addressProblems({ to: Array.from({ length: 51 }, (_, i) => `p${i}@example.com`), subject: 'x' })).toEqual([
      { field: '/To', problem: 'tooManyRecipients' },
    ]);
  });

  it('makes the unsubscribe headers of an http(s) link only', () => {
    expect(unsubscribeHeaders('https://freight.example.com/u?t=abc')).toEqual({
      'List-Unsubscribe': '<https://freight.example.com/u?t=abc>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    for (const bad of ['javascript:alert(1)', 'mailto:x@example.com', 'https://x.com/a\r\nBcc: y', 'https://x.com/<a>', 'not a url'])
      expect(unsubscribeHeaders(bad), bad).toBeUndefined();
  });

  it('reads what the simulator does with a recipient from its domain', () => {
    expect(['a@bounce.test', 'a@SLOW.test', 'a@fail.test', 'a@example.com'].map(simulatedFate)).toEqual(['bounce', 'slow', 'failOnce', 'deliver']);
  });
});
