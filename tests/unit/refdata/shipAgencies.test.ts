import { describe, expect, it } from 'vitest';
import { agencyCodeProblem, contactProblem, contactsText, parseContacts } from '../../../src/domain/refdata/shipAgencies';
import { SEED_CARRIERS } from '../../../src/domain/refdata/seed/carriers';
import { SEED_PORTS } from '../../../src/domain/refdata/seed/ports';
import { SEED_SHIP_AGENCIES } from '../../../src/domain/refdata/seed/shipAgencies';

/** Ship agencies (commercial.md §1.1 ShipAgency): the code and contact rules, and the seed keeping them. */
describe('ship agency fields', () => {
  it('a code is 2 to 10 capitals and digits', () => {
    expect(agencyCodeProblem(' pensha ')).toBeUndefined();
    expect(agencyCodeProblem('P')).toBeDefined();
    expect(agencyCodeProblem('PEN SHA')).toBeDefined();
  });

  it('contacts are read from lines of "name, phone, e-mail" (the e-mail told by its @) and written back the same', () => {
    const text = '王经理, +86 21 5555 0101, Wang@Example.com\n舱单部；李四, li@example.com';
    const contacts = parseContacts(text);
    expect(contacts).toEqual([
      { Name: '王经理', Phone: '+86 21 5555 0101', Email: 'wang@example.com' },
      { Name: '舱单部' },
      { Name: '李四', Email: 'li@example.com' },
    ]);
    expect(parseContacts(contactsText(contacts))).toEqual(contacts);
  });

  it('a contact needs a name and a usable phone or e-mail', () => {
    expect(contactProblem({ Name: '王经理', Phone: '+86 21 5555 0101' })).toBeUndefined();
    expect(contactProblem({ Name: '舱单部' })).toMatch(/neither a phone nor an e-mail/);
    expect(contactProblem({ Name: 'X', Phone: 'call me' })).toMatch(/phone/);
    expect(contactProblem({ Name: 'X', Email: 'x@nowhere' })).toMatch(/e-mail/);
    expect(contactProblem({ Name: '', Email: 'x@example.com' })).toMatch(/name/);
  });
});

describe('seeded ship agencies', () => {
  const ports = new Set(SEED_PORTS.map((p) => p.code));
  const carriers = new Set(SEED_CARRIERS.map((c) => c.code));
  it('name seeded ports and carriers, have unique codes and reachable demo contacts', () => {
    expect(new Set(SEED_SHIP_AGENCIES.map((a) => a.code)).size).toBe(SEED_SHIP_AGENCIES.length);
    for (const a of SEED_SHIP_AGENCIES) {
      expect(agencyCodeProblem(a.code), a.code).toBeUndefined();
      for (const p of a.portCodes) expect(ports.has(p), `${a.code} ${p}`).toBe(true);
      for (const c of a.carrierCodes) expect(carriers.has(c), `${a.code} ${c}`).toBe(true);
      for (const c of a.contacts) expect(contactProblem(c), a.code).toBeUndefined();
      // what is not verified says so
      expect(a.address, a.code).toMatch(/demo/);
      expect(a.ediCode, a.code).toMatch(/^DEMO/);
      for (const c of a.contacts) expect(`${c.Name} ${c.Email ?? ''}`, a.code).toMatch(/demo|example\.com/);
    }
  });
});
