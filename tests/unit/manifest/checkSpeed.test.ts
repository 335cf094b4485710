import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { benchManifests, checkAll } from '../../../bench/manifestCheck';
import { checkManifest, isImoNumber } from '../../../src/domain/manifest/check';
import { hasCjk, isVagueDescription } from '../../../src/domain/manifest/goodsWords';
import { goodManifest } from './fixtures';

/**
 * The manifest check was made faster for issue 35's bench (500 B/Ls × 20 items under 50 ms): the
 * vague-description rule answers from a description's first word that names goods instead of
 * splitting every description by every phrase, and its patterns are made once. These prove the
 * answers are the ones the rule gave before, word for word.
 */

/** The rule as it was written before (commit eba9589), kept here as the reference. */
const VAGUE_PHRASES = ['FREIGHT OF ALL KINDS', 'SAID TO CONTAIN', 'GENERAL CARGO', 'CONSOLIDATED', 'PARTS', 'FAK', 'STC'];
const FILLERS = new Set(
  'OF AND THE A CARGO GOODS ITEMS MISC VARIOUS ASSORTED CTN CTNS CARTON CARTONS PKG PKGS PACKAGE PACKAGES PCS PIECES PLT PLTS PALLET PALLETS BAGS CASES ONLY'.split(
    ' ',
  ),
);
function vagueBefore(desc: string): boolean {
  let text = ` ${desc.toUpperCase().replace(/[^A-Z0-9]+/g, ' ')} `;
  if (!text.trim()) return false;
  for (const phrase of VAGUE_PHRASES) text = text.split(` ${phrase} `).join(' ');
  const left = text.split(' ').filter((w) => w && !FILLERS.has(w) && !/^\d+$/.test(w) && !VAGUE_PHRASES.includes(w));
  return left.length === 0;
}

// descriptions made of the words the rule knows (every phrase word, fillers, numbers), some goods
// words, in any case, with any separators: mostly vague ones, where the two ways could part
const word = fc.oneof(
  fc.constantFrom(...VAGUE_PHRASES.flatMap((p) => p.split(' ')), ...VAGUE_PHRASES, ...FILLERS),
  fc.constantFrom('LED', 'LAMPS', 'KINDS', 'ALL', 'T', 'ß', 'straße', 'Ⅻ', '台灯', 'ﬁ'),
  fc.integer({ min: 0, max: 9999 }).map(String),
  fc.string({ maxLength: 4 }),
);
const cased = word.chain((w) => fc.constantFrom(w, w.toLowerCase()));
const separator = fc.constantFrom(' ', '  ', ',', ', ', '-', '/', ':', '\t', '', '.');
const description = fc.array(fc.tuple(cased, separator), { maxLength: 8 }).map((parts) => parts.map(([w, s]) => w + s).join(''));

describe('the faster manifest check gives the same answers', () => {
  it('isVagueDescription answers as the phrase removal did, for any description', () => {
    fc.assert(
      fc.property(fc.oneof(description, fc.string({ maxLength: 30 })), (d) => {
        expect(isVagueDescription(d), JSON.stringify(d)).toBe(vagueBefore(d));
      }),
      { numRuns: 20_000 },
    );
    // the corners of the phrase removal itself, as it was: a phrase right after itself shares the
    // space between them and stays (not vague), a phrase inside a word is no phrase
    for (const d of ['GENERAL CARGO GENERAL CARGO', 'SAID TO CONTAIN SAID TO CONTAIN', 'FAKE', 'PARTS-PARTS', '', ' ', '---', '100'])
      expect(isVagueDescription(d), d).toBe(vagueBefore(d));
  });

  it('the check refuses a goods item for its description exactly when the rule did', () => {
    fc.assert(
      fc.property(description, (d) => {
        const m = goodManifest();
        m.Items![0]!.MFG_DESC = d;
        const refused = checkManifest(m, { now: new Date('2030-01-01T00:00:00Z') }).some((p) => p.Path === 'Items[0].MFG_DESC' && p.Code === 'mft.goods.desc');
        expect(refused, JSON.stringify(d)).toBe(d.trim() !== '' && !hasCjk(d) && vagueBefore(d));
      }),
      { numRuns: 2_000 },
    );
  });

  it('the patterns made once answer as before, one call after another', () => {
    for (let i = 0; i < 3; i++) {
      expect([isImoNumber('9795610'), isImoNumber('IMO 9795610'), isImoNumber('9795611'), isImoNumber('979561')]).toEqual([true, true, false, false]);
      expect([hasCjk('台灯'), hasCjk('LAMP'), hasCjk('ＡＢ')]).toEqual([true, false, true]);
    }
  });

  it("the bench's 500 B/Ls × 20 items are correct: every rule runs to the end on them", () => {
    expect(checkAll(benchManifests())).toBe(0);
    // and a fault in any one bill is found where it is
    const data = benchManifests(3, 20);
    data.manifests[1]!.Items![7]!.MFG_DESC = 'GENERAL CARGO 20 PLTS';
    data.manifests[2]!.Items![0]!.MFG_HSCODE = '61';
    expect(data.manifests.map((m, i) => checkManifest(m, data.options[i]).map((p) => `${p.Path} ${p.Code}`))).toEqual([
      [],
      ['Items[7].MFG_DESC mft.goods.desc'],
      ['Items[0].MFG_HSCODE mft.goods.hs'],
    ]);
  });
});
