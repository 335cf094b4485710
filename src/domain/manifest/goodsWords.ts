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

/** The description says nothing customs accept (empty is the required-field rule's, not this one). */
export function isVagueDescription(desc: string): boolean {
  let text = ` ${desc.toUpperCase().replace(/[^A-Z0-9]+/g, ' ')} `;
  if (!text.trim()) return false;
  for (const phrase of VAGUE_PHRASES) text = text.split(` ${phrase} `).join(' ');
  const left = text.split(' ').filter((w) => w && !FILLERS.has(w) && !/^\d+$/.test(w) && !VAGUE_PHRASES.includes(w));
  return left.length === 0;
}

/** Chinese (or other CJK) characters: the description must be English. */
export const hasCjk = (text: string) => /[\u3000-\u9fff\uff00-\uffef]/.test(text);
