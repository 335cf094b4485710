import type { Intent } from '@blueprintjs/core';
import type { FocusedCellCoordinates } from '@blueprintjs/table';
import type { SiBox } from '../../contract/si';
import { applyPastedLines, parsePastedRows } from '../../domain/si/paste';
import type { WordsIn } from '../../i18n/words';
import { gridRows } from './boxGrid';
import { setCell } from './gridEdit';
import { COLUMNS } from './siGridColumns';
import type { siWords } from './words';

type SiWords = WordsIn<typeof siWords>;

/** What the grid tells the person above it (a paste taken, a cell refused). */
export type GridNote = { intent: Intent; text: string };

/** The text a paste brings to the grid, none when it is one value into the cell being edited (pasted there as usual). */
export function gridPasteText(e: React.ClipboardEvent): string | undefined {
  const text = e.clipboardData.getData('text/plain');
  const typing = /^(INPUT|TEXTAREA)$/.test((e.target as HTMLElement).tagName);
  if (!text || (typing && !text.includes('\t'))) return; // one value into the cell being edited: as usual
  return text;
}

/**
 * Text pasted into the box grid: rows copied from Excel — container, seal, HS, goods, packages,
 * weight, volume — fill the boxes they name; any other block pastes at the focused cell. Returns
 * the boxes to commit (none when nothing is to be committed) and the note to show.
 */
export function pasteIntoGrid(text: string, boxes: SiBox[], focused: FocusedCellCoordinates | undefined, w: SiWords): { boxes?: SiBox[]; note: GridNote } {
  const { lines, refused } = parsePastedRows(text);
  if (lines.length) {
    const applied = applyPastedLines(boxes, lines);
    const taken = lines.filter((l) => !applied.unknown.includes(l.container)).length;
    return {
      boxes: applied.boxes,
      note: {
        intent: refused.length || applied.unknown.length ? 'warning' : 'primary',
        text: [w.rowsPasted(taken), ...refused.map((r) => w.rowNotRead(r.row, r.reason)), ...applied.unknown.map((c) => w.notOnThisSi(c))].join(
          w.noteSeparator,
        ),
      },
    };
  }
  // not rows of the seven columns: a block of cells, pasted from the focused cell on
  if (!focused) return { note: { intent: 'warning', text: w.selectCellFirstThen } };
  return pasteBlock(text, boxes, focused, w);
}

/** A block of cells (tab-separated lines), each value set into the cell it lands on from the focused one. */
function pasteBlock(text: string, boxes: SiBox[], focused: FocusedCellCoordinates, w: SiWords): { boxes?: SiBox[]; note: GridNote } {
  let next = boxes;
  let cells = 0;
  const problemsSeen: string[] = [];
  text
    .replace(/\r?\n$/, '')
    .split(/\r?\n/)
    .forEach((line, dr) => {
      line.split('\t').forEach((value, dc) => {
        const row = gridRows(next)[focused.row + dr];
        const c = COLUMNS[focused.col + dc];
        if (!row || !c) return;
        const out = setCell(next, row, c, value.trim(), w);
        if (typeof out === 'string') problemsSeen.push(out);
        else if (out !== next) {
          next = out;
          cells += 1;
        }
      });
    });
  return {
    boxes: next !== boxes ? next : undefined,
    note: { intent: problemsSeen.length ? 'warning' : 'primary', text: [w.cellsPasted(cells), ...problemsSeen].join(w.noteSeparator) },
  };
}
