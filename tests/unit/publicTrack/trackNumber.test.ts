import { describe, expect, it } from 'vitest';
import { classifyTrackNumber } from '../../../src/domain/publicTrack/trackNumber';

describe('a tracking box’s number', () => {
  it('reads a container number as people copy it, and tells a wrong check digit from a B/L', () => {
    expect(classifyTrackNumber(' csqu 305438-3 ')).toEqual({ kind: 'CONTAINER', no: 'CSQU3054383' });
    expect(classifyTrackNumber('CSQU3054384')).toEqual({ kind: 'INVALID', no: 'CSQU3054384', problem: 'checkDigit' });
    expect(classifyTrackNumber('cosu 6401120010')).toEqual({ kind: 'BL', no: 'COSU6401120010' });
  });

  it('refuses what cannot be either', () => {
    expect(classifyTrackNumber('   ')).toMatchObject({ kind: 'INVALID', problem: 'empty' });
    expect(classifyTrackNumber('<script>')).toMatchObject({ kind: 'INVALID', problem: 'shape' });
    expect(classifyTrackNumber('ABCDEFG')).toMatchObject({ kind: 'INVALID', problem: 'shape' });
    expect(classifyTrackNumber('A1')).toMatchObject({ kind: 'INVALID', problem: 'shape' });
    expect(classifyTrackNumber('9'.repeat(40))).toMatchObject({ kind: 'INVALID', problem: 'shape', no: '9'.repeat(35) });
  });
});
