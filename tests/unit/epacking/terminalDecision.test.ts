import { describe, expect, it } from 'vitest';
import { decideClp } from '../../../server/modules/epacking/simulator';
import type { ClpMessage } from '../../../server/modules/epacking/terminalMessage';
import { parseFaults } from '../../../server/channels/simulation';

/**
 * The simulated terminal decides as a terminal would (operations.md §17.1 TERMINAL_CLP): it never
 * accepts a load plan a port community system refuses — a container number failing ISO 6346, no
 * seal or one too long, no VGM or one over the container's max gross — and unpacks only what it
 * holds packed.
 */
const good: ClpMessage = {
  ref: 'EC26112700001',
  function: 'PACK',
  terminal: 'CNNGBBLCT',
  containerNo: 'TCLU1000003',
  nonIso: false,
  isoType: '40HQ',
  seal: 'SL100000',
  sealSource: 'CAR',
  bookingNo: 'COSU6401120010',
  carrier: 'COSU',
  vessel: 'COSCO SIM EXPRESS',
  voyage: '061E',
  pol: 'CNNGB',
  pod: 'DEHAM',
  packages: 100,
  cargoKg: 12000,
  volumeM3: 40,
  tareKg: 3900,
  maxGrossKg: null,
  vgm: { kg: 15900, method: 2, signatory: '张伟', version: 1 },
  reason: null,
  lines: [],
};

describe('the simulated terminal’s decision', () => {
  it('accepts a sound load plan', () => {
    expect(decideClp(good, false)).toEqual({ code: 'ACCEPTED', reason: '' });
  });

  it.each([
    ['a wrong check digit', { containerNo: 'TCLU1000004' }, /ISO 6346/],
    ['no seal', { seal: ' ' }, /no seal/],
    ['a seal over 15 characters', { seal: 'S'.repeat(16) }, /longer than 15/],
    ['no VGM', { vgm: null }, /No verified gross mass/],
    ['a VGM over the type’s max gross', { vgm: { ...good.vgm!, kg: 30_481 } }, /exceeds the container's max gross mass of 30480 kg/],
    ['a VGM over the CSC plate', { maxGrossKg: 32_500, vgm: { ...good.vgm!, kg: 32_501 } }, /max gross mass of 32500 kg/],
    [
      'a CSC plate no 40HQ carries',
      { maxGrossKg: 200_000, vgm: { ...good.vgm!, kg: 122_230 } },
      /CSC plate max gross of 200000 kg is outside what its type can carry/,
    ],
    ['a VGM no heavier than the box’s tare', { vgm: { ...good.vgm!, kg: 3_900 } }, /a VGM of 3900 kg is not more than its tare of 3900 kg/],
    ['no terminal', { terminal: '' }, /No terminal/],
  ])('rejects %s, saying why', (_what, over, reason) => {
    const d = decideClp({ ...good, ...over } as ClpMessage, false);
    expect(d.code).toBe('REJECTED');
    expect(d.reason).toMatch(reason);
  });

  it('takes a non-ISO number as given', () => {
    expect(decideClp({ ...good, containerNo: 'ABC123', nonIso: true }, false).code).toBe('ACCEPTED');
  });

  it('unpacks only a container it holds packed, and only with a reason', () => {
    const unpack = { ...good, function: 'UNPACK' as const, reason: 'SHUT_OUT' };
    expect(decideClp(unpack, false)).toMatchObject({ code: 'REJECTED', reason: expect.stringMatching(/not packed/) });
    expect(decideClp(unpack, true).code).toBe('ACCEPTED');
    expect(decideClp({ ...unpack, reason: null }, true).code).toBe('REJECTED');
  });

  it('reads its faults from the setting, ignoring names and rates it does not know', () => {
    expect(parseFaults('timeout:0.2, 5xx:0.1,roll:0.5,duplicate:2,reorder:x', ['timeout', '5xx', 'duplicate', 'reorder'] as const)).toEqual({
      timeout: 0.2,
      '5xx': 0.1,
    });
  });
});
