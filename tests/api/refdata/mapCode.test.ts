import { describe, expect, it } from 'vitest';
import { mapCode } from '../../../server/modules/refdata/public';
import { withTestApp } from '../support/build';

/**
 * The translate call other modules use (`mapCode` in refdata's public.ts, issue 51): each direction
 * reads only the mappings that allow it, a disabled mapping answers nothing, codes are compared in
 * capitals, and a code no mapping names answers undefined.
 */
const t = withTestApp({ modules: ['refdata'] });
const add = (kind: string, system: string, theirs: string, ours: string, direction: string, status = 'ACTIVE') =>
  t.db.query('insert into code_mappings (kind, system, external_code, internal_code, direction, status) values ($1, $2, $3, $4, $5, $6)', [
    kind,
    system,
    theirs,
    ours,
    direction,
    status,
  ]);

describe('mapCode', () => {
  it('translates both ways through BOTH, one way through IN or OUT, never through a disabled mapping', async () => {
    await add('CONTAINER_TYPE', 'CARRIER:TEST1', '40HC', '40HQ', 'BOTH');
    await add('PORT', 'CARRIER:TEST1', 'SHA', 'CNSHA', 'IN');
    await add('PORT', 'CARRIER:TEST1', 'NGB', 'CNNGB', 'OUT');
    await add('PORT', 'CARRIER:TEST1', 'TAO', 'CNTAO', 'BOTH', 'DISABLED');
    const ask = (kind: 'PORT' | 'CONTAINER_TYPE', side: { ours: string } | { theirs: string }) => mapCode(t.db, { system: 'carrier:test1', kind, ...side });
    expect(await ask('CONTAINER_TYPE', { ours: '40hq' })).toBe('40HC');
    expect(await ask('CONTAINER_TYPE', { theirs: ' 40hc ' })).toBe('40HQ');
    expect(await ask('PORT', { theirs: 'SHA' })).toBe('CNSHA');
    expect(await ask('PORT', { ours: 'CNSHA' })).toBeUndefined();
    expect(await ask('PORT', { ours: 'CNNGB' })).toBe('NGB');
    expect(await ask('PORT', { theirs: 'NGB' })).toBeUndefined();
    expect(await ask('PORT', { theirs: 'TAO' })).toBeUndefined();
    expect(await ask('PORT', { ours: 'CNTAO' })).toBeUndefined();
    expect(await ask('PORT', { theirs: 'XXX' })).toBeUndefined();
    // another system's mapping of the same code is not this one's
    expect(await mapCode(t.db, { system: 'CARRIER:OTHER', kind: 'CONTAINER_TYPE', ours: '40HQ' })).toBeUndefined();
  });

  it('writing out takes the mapping made first when two outside codes name one of ours', async () => {
    await add('CARRIER', 'CARRIER:TEST2', 'MSC', 'MSCU', 'BOTH');
    await add('CARRIER', 'CARRIER:TEST2', 'MEDU', 'MSCU', 'BOTH');
    expect(await mapCode(t.db, { system: 'CARRIER:TEST2', kind: 'CARRIER', ours: 'MSCU' })).toBe('MSC');
    expect(await mapCode(t.db, { system: 'CARRIER:TEST2', kind: 'CARRIER', theirs: 'MEDU' })).toBe('MSCU');
  });
});
