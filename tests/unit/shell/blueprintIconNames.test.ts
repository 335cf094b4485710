import { describe, expect, it } from 'vitest';
import { IconNames as blueprintIconNames } from '@blueprintjs/icons';
import { IconNames, IconNamesSet } from '../../../src/shell/blueprintIconNames';

/**
 * The build puts src/shell/blueprintIconNames.ts in place of Blueprint's own icon-name lists
 * (scripts/vite/blueprintIconNames.ts) to keep the enum of every icon off the first page: every
 * name Blueprint knows must still be an icon's, under both of its spellings.
 */
describe("the build's stand-in for Blueprint's icon names", () => {
  const entries = Object.entries(blueprintIconNames);

  it('gives the same name for every key Blueprint lists (AddColumnLeft and ADD_COLUMN_LEFT → add-column-left)', () => {
    expect(entries.length).toBeGreaterThan(1000);
    const wrong = entries.filter(([key, name]) => IconNames[key] !== name);
    expect(wrong).toEqual([]);
  });

  it('takes every icon name as an icon (the app loader draws nothing for one it has no paths for)', () => {
    for (const [, name] of entries) expect(IconNamesSet.has(name), name).toBe(true);
    expect(IconNamesSet.has('')).toBe(false);
    expect(IconNamesSet.has(undefined)).toBe(false);
  });

  it('is no thenable or serialisable by accident', () => {
    expect((IconNames as Record<string, unknown>).then).toBeUndefined();
    expect((IconNames as Record<string, unknown>).toJSON).toBeUndefined();
  });
});
