import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { companyNameKey, emailKey, halfWidth, isEmail, isPhone, phoneKey } from '../../../src/domain/crm/names';

/** R7.1: the duplicate check's name key — one company however its name is written. */
describe('a company name for the duplicate check', () => {
  it('is the same for the legal-form, width, space and punctuation variants of one name', () => {
    const key = companyNameKey('宁波海越贸易有限公司');
    for (const v of ['宁波海越贸易有限责任公司', '宁波海越贸易股份有限公司', ' 宁波 海越贸易（有限公司）', '宁波海越贸易集团', '宁波海越贸易'])
      expect(companyNameKey(v)).toBe(key);
    expect(key).toBe('宁波海越贸易');
  });
  it('folds English legal forms and full-width letters', () => {
    const key = companyNameKey('Ningbo Haiyue Trading Co., Ltd.');
    expect(key).toBe('ningbohaiyuetrading');
    for (const v of [
      'NINGBO HAIYUE TRADING CO LTD',
      'Ｎｉｎｇｂｏ Ｈａｉｙｕｅ Ｔｒａｄｉｎｇ Ｃｏ．，Ｌｔｄ．',
      'Ningbo Haiyue Trading Limited',
      'Ningbo-Haiyue Trading Inc.',
    ])
      expect(companyNameKey(v)).toBe(key);
  });
  it('keeps different companies apart', () => {
    expect(companyNameKey('宁波海越贸易有限公司')).not.toBe(companyNameKey('宁波海越物流有限公司'));
    expect(companyNameKey('Acme Co')).not.toBe(companyNameKey('Acme Corp Asia'));
  });
  it('never names a company by its suffix alone', () => {
    expect(companyNameKey('有限公司')).not.toBe('');
    expect(companyNameKey('Co., Ltd.')).not.toBe('');
  });
  it('is idempotent and ignores added spaces and punctuation (property)', () => {
    const name = fc.string({ minLength: 1, maxLength: 20 });
    fc.assert(
      fc.property(name, (n) => {
        const k = companyNameKey(n);
        expect(companyNameKey(k)).toBe(k);
        expect(companyNameKey(` ${n.split('').join(' ')} ，`)).toBe(companyNameKey(n));
      }),
    );
  });
  it('is the same for a name written in full-width characters (property)', () => {
    const ascii = fc.stringMatching(/^[A-Za-z0-9]{1,16}$/);
    fc.assert(
      fc.property(ascii, (n) => {
        const wide = n.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
        expect(halfWidth(wide)).toBe(n);
        expect(companyNameKey(wide)).toBe(companyNameKey(n));
      }),
    );
  });
});

describe("a contact's phone and e-mail", () => {
  it('match across spellings', () => {
    expect(phoneKey('+86 138-0013-8000')).toBe('13800138000');
    expect(phoneKey('13800138000')).toBe('13800138000');
    expect(emailKey(' Li.Ming@Example.COM ')).toBe('li.ming@example.com');
  });
  it('are checked as Chinese mobiles or E.164, and e-mail syntax', () => {
    expect(isPhone('13800138000')).toBe(true);
    expect(isPhone('12800138000')).toBe(false);
    expect(isPhone('+49 40 123456789')).toBe(true);
    expect(isPhone('12345')).toBe(false);
    expect(isEmail('a@b.com')).toBe(true);
    expect(isEmail('a@b')).toBe(false);
    expect(isEmail('a b@c.com')).toBe(false);
  });
});
