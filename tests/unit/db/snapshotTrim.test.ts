import { describe, expect, it } from 'vitest';
import { withoutDatabases, withoutSpareWal } from '../../support/snapshotTrim';

/** A ustar archive of the given members (name → bytes), as PGlite dumps a data folder. */
function tar(files: Record<string, Uint8Array>): Uint8Array {
  const blocks: Uint8Array[] = [];
  for (const [name, data] of Object.entries(files)) {
    const header = new Uint8Array(512);
    header.set(new TextEncoder().encode(name), 0);
    header.set(new TextEncoder().encode(`${data.length.toString(8).padStart(11, '0')}\0`), 124);
    blocks.push(header, data, new Uint8Array((512 - (data.length % 512)) % 512));
  }
  blocks.push(new Uint8Array(1024));
  const out = new Uint8Array(blocks.reduce((n, b) => n + b.length, 0));
  let at = 0;
  for (const b of blocks) {
    out.set(b, at);
    at += b.length;
  }
  return out;
}

/** pg_control with its checkpoint record and the checkpoint's redo point at these WAL locations. */
function control(checkpoint: bigint, redo: bigint): Uint8Array {
  const bytes = new Uint8Array(8192);
  const view = new DataView(bytes.buffer);
  view.setBigUint64(32, checkpoint, true);
  view.setBigUint64(40, redo, true);
  return bytes;
}

const names = (archive: Uint8Array) => {
  const found: string[] = [];
  for (let at = 0; at + 512 <= archive.length; ) {
    const header = archive.subarray(at, at + 512);
    if (header.every((b) => b === 0)) break;
    found.push(new TextDecoder().decode(header.subarray(0, 100)).replace(/\0.*$/s, ''));
    const size = Number.parseInt(new TextDecoder().decode(header.subarray(124, 136)).replace(/\0.*$/s, ''), 8);
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return found;
};

const SEGMENT = 16n * 1024n * 1024n;
const segment = new Uint8Array(1000); // a stand-in: the real ones are 16 MB

describe("the seeded snapshot without PostgreSQL's spare WAL segments", () => {
  it('keeps the segments from the redo point to the checkpoint record, and everything else, and drops the ones ahead', () => {
    const archive = tar({
      PG_VERSION: new TextEncoder().encode('17'),
      'global/pg_control': control(2n * SEGMENT + 0x3618d0n, 2n * SEGMENT + 0x361878n),
      'pg_wal/000000010000000000000002': segment,
      'pg_wal/000000010000000000000003': segment,
      'base/5/1249': new Uint8Array(600),
    });
    expect(names(withoutSpareWal(archive))).toEqual(['PG_VERSION', 'global/pg_control', 'pg_wal/000000010000000000000002', 'base/5/1249']);
  });

  it('keeps a redo point in an earlier segment than the checkpoint record, and segments numbered across a log boundary', () => {
    const archive = tar({
      'global/pg_control': control(256n * SEGMENT + 10n, 255n * SEGMENT + 10n),
      'pg_wal/0000000100000000000000FE': segment,
      'pg_wal/0000000100000000000000FF': segment,
      'pg_wal/000000010000000100000000': segment,
      'pg_wal/000000010000000100000001': segment,
    });
    expect(names(withoutSpareWal(archive))).toEqual(['global/pg_control', 'pg_wal/0000000100000000000000FF', 'pg_wal/000000010000000100000000']);
  });

  it('leaves the archive as it is when it cannot tell: no control file, or no segment holding the checkpoint', () => {
    const noControl = tar({ 'pg_wal/000000010000000000000002': segment, 'pg_wal/000000010000000000000003': segment });
    expect(withoutSpareWal(noControl)).toBe(noControl);
    const missing = tar({ 'global/pg_control': control(4n * SEGMENT, 4n * SEGMENT), 'pg_wal/000000010000000000000003': segment });
    expect(withoutSpareWal(missing)).toBe(missing);
  });
});

describe('the seeded snapshot without the template databases', () => {
  it('drops every file of the databases named, and only theirs (base/1 is not base/10)', () => {
    const archive = tar({
      PG_VERSION: new TextEncoder().encode('17'),
      'base/1/1249': new Uint8Array(600),
      'base/4/1255': new Uint8Array(10),
      'base/5/1249': new Uint8Array(600),
      'base/10/2608': new Uint8Array(700),
      'global/pg_control': new Uint8Array(20),
    });
    const kept = withoutDatabases(archive, [1, 4]);
    expect(names(kept)).toEqual(['PG_VERSION', 'base/5/1249', 'base/10/2608', 'global/pg_control']);
    // the result reads as an archive to its end, with nothing more to drop
    expect(names(withoutDatabases(kept, [1, 4]))).toEqual(names(kept));
  });

  it('leaves the archive as it is when none of its files is a named database’s', () => {
    const archive = tar({ 'base/5/1249': new Uint8Array(600) });
    expect(withoutDatabases(archive, [1, 4])).toBe(archive);
  });
});
