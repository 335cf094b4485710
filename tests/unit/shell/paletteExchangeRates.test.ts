import { describe, expect, it } from 'vitest';
import { routes } from '../../../src/routes';
import { buildPaletteIndex } from '../../../src/shell/palette/paletteIndex';
import { shellCommands } from '../../../src/shell/palette/commands';
import { pinyinOf } from '../../../src/shell/palette/pinyinTable';
import { search } from '../../../src/shell/palette/matcher';

/** Exchange rates are kept on the currencies page (/BasicData/Cur): the palette finds it by them (issue 32). */
describe('the palette finds the exchange rates', () => {
  const entries = buildPaletteIndex(routes, shellCommands, pinyinOf);
  const docs = entries.map((e) => e.doc);
  it.each(['汇率', 'huilv', 'exchange rate', 'exchange rates'])('by %s', (q) => {
    expect(search(docs, q)[0]?.id).toBe('route:/BasicData/Cur');
  });
});
