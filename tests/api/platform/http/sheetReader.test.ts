import { describe, expect, it, vi } from 'vitest';
import { IMPORT_LIMITS } from '../../../../server/http/importLimits';
import { importWorkers, readSheetOffThread } from '../../../../server/http/sheetReader';
import { countSheetRows, ImportRefusal, inflateBounded } from '../../../../server/http/zipInflate';
import { templateRows, workbookOf, zipBomb, zipOf } from '../../../support/xlsxFiles';

/** The import reader's own guards: sizes inside the zip, and a worker that fails or stalls. */
const MIB = 1024 * 1024;
const refusal = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return e instanceof ImportRefusal ? e.code : `not a refusal: ${String(e)}`;
  }
  return 'accepted';
};

describe('zip inflation is bounded whatever the zip declares', () => {
  const budget = { maxInflatedBytes: 1 * MIB, maxParts: 10 };
  it('refuses declared sizes over the budget, too many parts, and encryption', () => {
    expect(refusal(() => inflateBounded(zipOf([{ name: 'a.xml', data: Buffer.alloc(10), declaredSize: 2 * MIB }]), budget))).toBe('INFLATES_TOO_LARGE');
    const many = Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.xml`, data: Buffer.from('x') }));
    expect(refusal(() => inflateBounded(zipOf(many), budget))).toBe('TOO_MANY_PARTS');
    const locked = zipOf([{ name: 'a.xml', data: Buffer.from('x') }]);
    locked.writeUInt16LE(locked.readUInt16LE(locked.length - 22 - 46 - 5 + 8) | 1, locked.length - 22 - 46 - 5 + 8); // directory flag: encrypted
    expect(refusal(() => inflateBounded(locked, budget))).toBe('ENCRYPTED');
  });

  it('stops inflating at the budget when the directory understates a part, and spots a part smaller than declared', () => {
    expect(refusal(() => inflateBounded(zipOf([{ name: 'a.xml', data: Buffer.alloc(3 * MIB, 'a'), declaredSize: 100 }]), budget))).toBe('INFLATES_TOO_LARGE');
    expect(refusal(() => inflateBounded(zipOf([{ name: 'a.xml', data: Buffer.alloc(1000, 'a'), declaredSize: 2000 }]), budget))).toBe('DAMAGED');
    expect(refusal(() => inflateBounded(Buffer.from('not a zip'), budget))).toBe('NOT_XLSX');
    const cut = zipOf([{ name: 'a.xml', data: Buffer.from('x') }]);
    cut.writeUInt32LE(0xfffff, cut.length - 6); // the directory's offset points past the end
    expect(refusal(() => inflateBounded(cut, budget))).toBe('DAMAGED');
  });

  it('counts the rows of the worksheets, prefixed or not, and not <rowBreaks>', () => {
    const parts = new Map([
      ['xl/worksheets/sheet1.xml', Buffer.from('<sheetData><row r="1"/><row>x</row><x:row r="3"></x:row></sheetData><rowBreaks/>')],
      ['xl/sharedStrings.xml', Buffer.from('<row>not a sheet</row>')],
    ]);
    expect(countSheetRows(parts)).toBe(3);
  });
});

describe('the reading worker', () => {
  it('reads a workbook off the event loop', async () => {
    const read = await readSheetOffThread(await workbookOf(templateRows(3)));
    expect('sheet' in read && read.sheet.rows.map((r) => r.cells.模板)).toEqual(['T00001', 'T00002', 'T00003']);
  }, 30_000);

  it('answers READ_FAILED when the worker runs out of its heap, and READ_TIMEOUT when it is too slow', async () => {
    const file = await workbookOf(templateRows(IMPORT_LIMITS.maxRows));
    expect(await readSheetOffThread(file, { ...IMPORT_LIMITS, heapMb: 4 })).toEqual({ failure: 'READ_FAILED' });
    expect(await readSheetOffThread(file, { ...IMPORT_LIMITS, readTimeoutMs: 1 })).toEqual({ failure: 'READ_TIMEOUT' });
    // the failed workers were stopped and counted out: a normal read works again
    expect('sheet' in (await readSheetOffThread(await workbookOf(templateRows(1))))).toBe(true);
  }, 60_000);

  it('reads at most `concurrentReads` files at once, and refuses a declared bomb without a worker', async () => {
    const file = await workbookOf(templateRows(2));
    const limits = { ...IMPORT_LIMITS, concurrentReads: 1 };
    const [first, second] = await Promise.all([readSheetOffThread(file, limits), readSheetOffThread(file, limits)]);
    expect('sheet' in first).toBe(true);
    expect(second).toEqual({ failure: 'BUSY' });
    const bomb = await zipBomb(64 * MIB);
    const started = performance.now();
    expect(await readSheetOffThread(bomb, limits)).toEqual({ failure: 'INFLATES_TOO_LARGE' });
    expect(performance.now() - started).toBeLessThan(200); // no worker was started for it
  }, 60_000);

  it('keeps one worker loaded when asked: an import takes it, the next one loads after, and other limits get their own', async () => {
    // the thread each read was given (a worker's threadId reads -1 once it has ended)
    const given: number[] = [];
    const take = importWorkers.take.bind(importWorkers);
    const taken = vi.spyOn(importWorkers, 'take').mockImplementation((limits) => {
      const worker = take(limits);
      given.push(worker.threadId);
      return worker;
    });
    const file = await workbookOf(templateRows(2));
    try {
      expect(importWorkers.waitingThreadId).toBeUndefined(); // nothing idles until the server asks
      importWorkers.keepReady();
      await importWorkers.whenLoaded();
      const waiting = importWorkers.waitingThreadId;
      expect(waiting).toBeGreaterThan(0);

      expect('sheet' in (await readSheetOffThread(file))).toBe(true);
      expect(given).toEqual([waiting]);
      await importWorkers.whenLoaded(); // its successor, started once the job was over
      const next = importWorkers.waitingThreadId;
      expect(next).toBeGreaterThan(0);
      expect(next).not.toBe(waiting);

      // a smaller heap than the waiting worker's: a worker of its own, the waiting one stays
      expect(await readSheetOffThread(await workbookOf(templateRows(IMPORT_LIMITS.maxRows)), { ...IMPORT_LIMITS, heapMb: 4 })).toEqual({
        failure: 'READ_FAILED',
      });
      expect(given).toHaveLength(2);
      expect(given[1]).not.toBe(next);
      expect(importWorkers.waitingThreadId).toBe(next);
    } finally {
      taken.mockRestore();
      await importWorkers.stop();
    }
    expect(importWorkers.waitingThreadId).toBeUndefined();
    expect('sheet' in (await readSheetOffThread(file))).toBe(true); // stopped keeping one: a worker per read again
    expect(importWorkers.waitingThreadId).toBeUndefined();
  }, 60_000);
});
