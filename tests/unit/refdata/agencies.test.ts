import { describe, expect, it } from 'vitest';
import { contactProblem, contactsOfText, idsOfText, oneIdOfText, textOfContacts } from '../../../src/domain/refdata/agencies';

describe('agency contacts as typed', () => {
  it('reads one contact a line or a semicolon, the e-mail recognised by its @ wherever it stands', () => {
    expect(contactsOfText('王敏, 021-1234, wm@x.cn\nLi, li@x.cn；  ;Zhou，13800000000')).toEqual([
      { Name: '王敏', Phone: '021-1234', Email: 'wm@x.cn' },
      { Name: 'Li', Phone: '', Email: 'li@x.cn' },
      { Name: 'Zhou', Phone: '13800000000', Email: '' },
    ]);
    expect(contactsOfText('  \n ; ')).toEqual([]);
  });

  it('writes contacts back the way it reads them', () => {
    const contacts = [
      { Name: 'A', Phone: '+86 21 1', Email: 'a@b.cn' },
      { Name: 'B', Phone: '', Email: 'b@b.cn' },
    ];
    expect(contactsOfText(textOfContacts(contacts))).toEqual(contacts);
  });

  it('wants a name and a phone or an e-mail, each of its shape', () => {
    expect(contactProblem({ Name: 'A', Phone: '+86 21 6888 1201', Email: '' })).toBeUndefined();
    expect(contactProblem({ Name: '', Phone: '1234', Email: '' })).toMatch(/name/);
    expect(contactProblem({ Name: 'A', Phone: '', Email: '' })).toMatch(/neither/);
    expect(contactProblem({ Name: 'A', Phone: '', Email: 'a@b' })).toMatch(/e-mail/);
    expect(contactProblem({ Name: 'A', Phone: 'call me', Email: '' })).toMatch(/phone/);
  });
});

describe('company ids as exported', () => {
  it('takes the leading id of each item; an item without one is NaN', () => {
    expect(idsOfText('3 CUS-HZTX, 4 CUS-NBHY；12')).toEqual([3, 4, 12]);
    expect(idsOfText('')).toEqual([]);
    expect(idsOfText('3 4\n5')).toEqual([3, 4, 5]);
    expect(idsOfText('7 Maersk Online Booking (Shanghai)')).toEqual([7]);
    expect(idsOfText('CUS-HZTX')).toEqual([Number.NaN]);
  });
});

describe('one record as the record picker writes it', () => {
  it('takes the leading id; empty is none; anything else goes as typed, for the server to name', () => {
    expect(oneIdOfText('12 PRV-COSCO 中远海运, 上海')).toBe(12);
    expect(oneIdOfText(' 7')).toBe(7);
    expect(oneIdOfText('   ')).toBeNull();
    expect(oneIdOfText('PRV-COSCO')).toBe('PRV-COSCO');
    expect(oneIdOfText('12a')).toBe('12a');
  });
});
