import { describe, expect, it } from 'vitest';
import { QUOTE_LIMITS, quoteProblems } from '../../../src/domain/userCard/quote';

const ok = { Name: '周先生', Phone: '138 1111 2222', Email: '', Cargo: '宁波 → 汉堡 40HQ', Consent: true };
const paths = (patch: object) => quoteProblems({ ...ok, ...patch }).map((p) => `${p.Path} ${p.Code}`);

describe('a quote request’s rules (src/domain/userCard/quote.ts)', () => {
  it('takes a name, a phone or an e-mail, the lane and cargo, and consent', () => {
    expect(quoteProblems(ok)).toEqual([]);
    expect(paths({ Phone: '', Email: 'a@b.cn' })).toEqual([]);
    expect(paths({ Phone: '+86 (21) 6888-1234' })).toEqual([]);
  });

  it('says each problem once, by its field, in both languages', () => {
    expect(paths({ Name: '  ', Phone: '', Email: '', Cargo: ' ', Consent: false })).toEqual([
      '/Name NAME_MISSING',
      '/Phone NO_REPLY_ADDRESS',
      '/Cargo CARGO_MISSING',
      '/Consent CONSENT_MISSING',
    ]);
    expect(paths({ Phone: '12345' })).toEqual(['/Phone PHONE_FORMAT']);
    expect(paths({ Phone: '1'.repeat(21) })).toEqual(['/Phone PHONE_FORMAT']);
    expect(paths({ Phone: '138abc11112222' })).toEqual(['/Phone PHONE_FORMAT']);
    expect(paths({ Email: 'x@y' })).toEqual(['/Email EMAIL_FORMAT']);
    expect(paths({ Name: '名'.repeat(QUOTE_LIMITS.name + 1) })).toEqual(['/Name NAME_LONG']);
    expect(paths({ Cargo: '货'.repeat(QUOTE_LIMITS.cargo + 1) })).toEqual(['/Cargo CARGO_LONG']);
    for (const p of quoteProblems({ ...ok, Consent: false, Email: 'bad' })) {
      expect(p.Words.zh.length).toBeGreaterThan(0);
      expect(p.Words.en.length).toBeGreaterThan(0);
    }
  });
});
