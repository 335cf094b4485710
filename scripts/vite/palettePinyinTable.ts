// Run in Node at build time (scripts/vite/palettePinyin.ts loads it with tsx): the palette's pinyin
// table, made with pinyin-pro from the very texts the palette indexes, so the browser never loads
// pinyin-pro's dictionary.
import { clientRegistry } from '../../src/app/registry';
import { pinyinOf } from '../../src/domain/refdata/pinyin';
import { routes } from '../../src/routes';
import { shellCommands } from '../../src/shell/palette/commands';
import { buildPaletteIndex } from '../../src/shell/palette/paletteIndex';
import type { PinyinTable } from '../../src/shell/palette/pinyinTable';

/**
 * Every text the palette asks the pinyin of (route titles, the shell's and the modules' command
 * labels), found by building the palette's own index with a pinyin source that records what it is
 * asked: a text the index adds later is covered without a list kept here. Every route is indexed,
 * not only those of one person (the palette filters by person in the browser).
 */
export function paletteTexts(): string[] {
  const asked = new Set<string>();
  const record = (text: string) => {
    asked.add(text);
    return [];
  };
  buildPaletteIndex(routes, [...shellCommands, ...clientRegistry.commands], { full: record, initials: record });
  return [...asked].sort();
}

/** Each palette text's pinyin syllables (toneless), as pinyin-pro gives them; initials are their first letters. */
export function palettePinyinTable(): PinyinTable {
  return Object.fromEntries(paletteTexts().map((text) => [text, pinyinOf.full(text)]));
}
