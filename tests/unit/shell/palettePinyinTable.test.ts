import { describe, expect, it } from 'vitest';
import { clientRegistry } from '../../../src/app/registry';
import { pinyinOf as pinyinPro } from '../../../src/domain/refdata/pinyin';
import { routes } from '../../../src/routes';
import { shellCommands } from '../../../src/shell/palette/commands';
import { buildPaletteIndex, jumpableRoutes } from '../../../src/shell/palette/paletteIndex';
import { palettePinyin, pinyinOf } from '../../../src/shell/palette/pinyinTable';

/**
 * The palette's pinyin is made at build time (virtual:palette-pinyin, scripts/vite/palettePinyin.ts)
 * so pinyin-pro stays out of the browser: the table the build made must say what pinyin-pro says of
 * every text the palette indexes, or `sjgk` and `shijie` would stop finding 世界港口.
 */
const commands = [...shellCommands, ...clientRegistry.commands];

describe("the palette's pinyin table made at build time", () => {
  it('holds every route title and command label, with pinyin-pro’s syllables and initials', () => {
    const texts = [...jumpableRoutes(routes).map((r) => r.title.zh), ...commands.map((c) => c.label.zh)].filter((t) => /[\u3400-\u9fff]/.test(t));
    expect(texts.length).toBeGreaterThan(300);
    for (const text of texts) {
      expect(palettePinyin[text], text).toBeDefined();
      expect(pinyinOf.full(text), text).toEqual(pinyinPro.full(text));
      expect(pinyinOf.initials(text), text).toEqual(pinyinPro.initials(text));
    }
  });

  it('gives the same palette index as pinyin-pro itself', () => {
    const fromTable = buildPaletteIndex(routes, commands, pinyinOf).map((e) => e.doc);
    const fromPinyinPro = buildPaletteIndex(routes, commands, pinyinPro).map((e) => e.doc);
    expect(fromTable).toEqual(fromPinyinPro);
    expect(fromTable.find((d) => d.id === 'route:/BasicData/GlobleHaven')).toMatchObject({ pinyinFull: 'shijiegangkou', pinyinInitials: 'sjgk' });
  });

  it('a text outside the table has no pinyin (still found by its Chinese, English and path)', () => {
    expect(pinyinOf.full('不在表里的字')).toEqual([]);
    expect(pinyinOf.initials('不在表里的字')).toEqual([]);
  });
});
