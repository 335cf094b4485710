import { describe, expect, it } from 'vitest';
import { blockingProblems, checkPartyBlock, partyIsEmpty } from '../../../src/domain/partyCodes';
import { configOf, NEW_CONFIG, valuesOf } from '../../../src/features/manifestSetup/configForm';

const good = { NAME: 'A CO', COUNTRY: 'CN', CODE: 'USCI+91350100M000100Y43', PHONE_TYPE: 'TE', PHONE: '1' };

describe('a party block’s own rules', () => {
  it('an empty block is fine; a filled one needs a name', () => {
    expect(partyIsEmpty({})).toBe(true);
    expect(partyIsEmpty({ NAME: '  ' })).toBe(true);
    expect(checkPartyBlock({})).toEqual([]);
    expect(checkPartyBlock(good)).toEqual([]);
    expect(checkPartyBlock({ COUNTRY: 'CN' }).map((p) => p.code)).toEqual(['mft.party.name']);
  });

  it('the code is checked against the party’s country; an unknown country checks it against every type', () => {
    expect(checkPartyBlock({ ...good, CODE: 'EORI+DE1' }).map((p) => p.code)).toEqual(['mft.party.code.type']);
    expect(checkPartyBlock({ ...good, COUNTRY: 'QQ', CODE: 'EORI+DE1' }).map((p) => p.code)).toEqual(['mft.party.country']);
  });

  it('a USCI check-character warning blocks until a reason is there', () => {
    const warned = checkPartyBlock({ ...good, CODE: 'USCI+91350100M000100Y44' });
    expect(warned).toEqual([expect.objectContaining({ field: 'CODE', warning: true, overridden: false })]);
    expect(blockingProblems(warned)).toHaveLength(1);
    const kept = checkPartyBlock({ ...good, CODE: 'USCI+91350100M000100Y44', CODE_OVERRIDE: 'checked the licence' });
    expect(kept).toEqual([expect.objectContaining({ overridden: true })]);
    expect(blockingProblems(kept)).toEqual([]);
    // a reason never keeps an error
    expect(blockingProblems(checkPartyBlock({ ...good, CODE: 'OC+M000100Y5', CODE_OVERRIDE: 'x' }))).toHaveLength(1);
  });

  it('phone type and number go together; printed lines are at most 35 characters, each named', () => {
    expect(checkPartyBlock({ ...good, PHONE: '' }).map((p) => [p.field, p.code])).toEqual([['PHONE', 'mft.linked.phone']]);
    expect(checkPartyBlock({ ...good, PHONE_TYPE: '' }).map((p) => [p.field, p.code])).toEqual([['PHONE_TYPE', 'mft.linked.phone']]);
    const lines = checkPartyBlock({ ...good, ADDRESS: `${'X'.repeat(35)}\n${'Y'.repeat(36)}   ` });
    expect(lines.map((p) => p.en)).toEqual(['Line 2 of the address has 36 characters; a manifest prints at most 35 a line.']);
  });
});

describe('the configuration form’s values', () => {
  it('round-trips a configuration; an empty company is the platform default', () => {
    const body = configOf({ ...NEW_CONFIG, CompanyId: '12 杭州天祥', MCF_DEADLINE_HOURS: '48', MCF_REQUIRE_VERIFY: 'false' }, { Id: 3, Version: 2 });
    expect(body).toMatchObject({ Id: 3, Version: 2, CompanyId: 12, MCF_DEADLINE_HOURS: 48, MCF_REQUIRE_VERIFY: false, MCF_ENABLED: true });
    expect(configOf(NEW_CONFIG).CompanyId).toBeNull();
    const back = valuesOf({ ...body, Id: 3, Version: 2, CompanyId: 12, CompanyName: 'x', UpdatedAt: '', UpdatedBy: '' });
    expect(configOf(back, { Id: 3, Version: 2 })).toEqual(body);
  });
});
