import { describe, expect, it } from 'vitest';
import { CONTAINER_TYPES } from '../../../src/domain/si/reference';
import { SEED_CARRIERS } from '../../../src/domain/refdata/seed/carriers';
import { SEED_CODE_MAPPINGS } from '../../../src/domain/refdata/seed/codeMappings';
import { SEED_PORTS } from '../../../src/domain/refdata/seed/ports';

/** The shipped code mappings (commercial.md §1.1 CodeMapping): each names our code and agrees with the master seeds. */
describe('seeded code mappings', () => {
  it('are unique per kind, system and outside code', () => {
    const keys = SEED_CODE_MAPPINGS.map((m) => `${m.kind}|${m.system}|${m.externalCode}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('map DCSA’s superseded port codes onto the ports that list them as aliases', () => {
    const ports = new Map(SEED_PORTS.map((p) => [p.code, p]));
    const dcsa = SEED_CODE_MAPPINGS.filter((m) => m.system === 'DCSA_REF');
    expect(dcsa.map((m) => `${m.externalCode}>${m.internalCode}`).sort()).toEqual(['CNNBO>CNNGB', 'CNQIN>CNTAO', 'CNSGH>CNSHA']);
    for (const m of dcsa) expect(ports.get(m.internalCode)?.aliases, m.externalCode).toContain(m.externalCode);
  });

  it('map SMDG liner codes as the carrier seed records them, and customs ISO codes onto their common names', () => {
    const bySmdg = new Map(SEED_CARRIERS.filter((c) => c.smdgCode).map((c) => [c.smdgCode, c.code]));
    for (const m of SEED_CODE_MAPPINGS.filter((x) => x.system === 'SMDG')) expect(bySmdg.get(m.externalCode), m.externalCode).toBe(m.internalCode);
    for (const m of SEED_CODE_MAPPINGS.filter((x) => x.kind === 'CONTAINER_TYPE'))
      expect(CONTAINER_TYPES.find((t) => t.name === m.internalCode)?.code, m.internalCode).toBe(m.externalCode);
  });
});
