/**
 * `mft.goods.desc`: words customs refuse as the whole description (DCSA and CBP both reject them:
 * "GENERAL CARGO", "FAK", "FREIGHT OF ALL KINDS", "CONSOLIDATED", "PARTS", "SAID TO CONTAIN", "STC").
 * A description made only of these, counts, package words and fillers is vague; "STC 100 CTNS LED
 * LAMPS" names the goods and passes.
 */
const VAGUE_PHRASES = ['FREIGHT OF ALL KINDS', 'SAID TO CONTAIN', 'GENERAL CARGO', 'CONSOLIDATED', 'PARTS', 'FAK', 'STC'];
/** Words that say nothing of the goods: fillers, package kinds and their abbreviations. */
const FILLERS = new Set([
  'OF',
  'AND',
  'THE',
  'A',
  'CARGO',
  'GOODS',
  'ITEMS',
  'MISC',
  'VARIOUS',
  'ASSORTED',
  'CTN',
  'CTNS',
  'CARTON',
  'CARTONS',
  'PKG',
  'PKGS',
  'PACKAGE',
  'PACKAGES',
  'PCS',
  'PIECES',
  'PLT',
  'PLTS',
  'PALLET',
  'PALLETS',
  'BAGS',
  'CASES',
  'ONLY',
]);

const NOT_A_LETTER_OR_DIGIT = /[^A-Z0-9]+/g;
const DIGITS = /^\d+$/;
/** Every word a vague phrase is made of: a description with a word outside these, the fillers and numbers names goods. */
const EMPTY_WORDS: ReadonlySet<string> = new Set([...FILLERS, ...VAGUE_PHRASES.flatMap((p) => p.split(' '))]);

/** The description says nothing customs accept (empty is the required-field rule's, not this one). */
export function isVagueDescription(desc: string): boolean {
  const upper = desc.toUpperCase();
  // Removing a phrase only ever removes words, so a word that is in no phrase, no filler and no
  // number stays to the end: the description names its goods. Nearly every description has one, and
  // its first such word answers, read in place (the manifest check of 500 B/Ls × 20 items spent most
  // of its time splitting and joining every description by the phrases); the rest are read as before.
  let words = 0;
  let start = -1;
  for (let i = 0; i <= upper.length; i++) {
    const c = i < upper.length ? upper.charCodeAt(i) : 32;
    if ((c >= 65 && c <= 90) || (c >= 48 && c <= 57)) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      const w = upper.slice(start, i);
      words++;
      if (!EMPTY_WORDS.has(w) && !DIGITS.test(w)) return false;
      start = -1;
    }
  }
  if (!words) return false;
  let text = ` ${upper.replace(NOT_A_LETTER_OR_DIGIT, ' ')} `;
  for (const phrase of VAGUE_PHRASES) text = text.split(` ${phrase} `).join(' ');
  const left = text.split(' ').filter((w) => w && !FILLERS.has(w) && !DIGITS.test(w) && !VAGUE_PHRASES.includes(w));
  return left.length === 0;
}

/** Chinese (or other CJK) characters: the description must be English. */
const CJK = /[\u3000-\u9fff\uff00-\uffef]/;
export const hasCjk = (text: string) => CJK.test(text);
