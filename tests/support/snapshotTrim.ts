/**
 * The run's seeded snapshot without what no test reads. First, the WAL segments PostgreSQL keeps ready for later writes. After
 * the snapshot's checkpoint the database needs only the segments from its redo point to the
 * checkpoint record (one, here); PostgreSQL had renamed an old 16 MB segment ahead for reuse, a fifth
 * of the 75 MB every API file loads (load CPU 0.82 s → 0.75 s, median of six each, back to back) and
 * every e2e server copies. A later write makes a new segment when it needs one.
 */
const BLOCK = 512;
const SEGMENT_BYTES = 16n * 1024n * 1024n;
/** pg_control: the checkpoint record's location, then the checkpoint itself, whose first field is its redo point. */
const CHECKPOINT_AT = 32;
const REDO_AT = 40;
const WAL_SEGMENT = /^pg_wal\/[0-9A-F]{8}([0-9A-F]{8})([0-9A-F]{8})$/;

interface Member {
  name: string;
  start: number;
  end: number;
  data: Uint8Array;
}

function members(tar: Uint8Array): Member[] {
  const found: Member[] = [];
  for (let at = 0; at + BLOCK <= tar.length; ) {
    const header = tar.subarray(at, at + BLOCK);
    if (header.every((b) => b === 0)) break; // the end-of-archive blocks
    const field = (from: number, length: number) => new TextDecoder().decode(header.subarray(from, from + length)).replace(/\0.*$/s, '');
    const prefix = field(345, 155);
    const name = (prefix ? `${prefix}/${field(0, 100)}` : field(0, 100)).replace(/^\/+/, '');
    const size = Number.parseInt(field(124, 12).trim() || '0', 8);
    const end = at + BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    found.push({ name, start: at, end, data: tar.subarray(at + BLOCK, at + BLOCK + size) });
    at = end;
  }
  return found;
}

/** A WAL segment file's number: its log and segment parts (16 MB segments, 256 a log). */
const segmentNumber = (name: string): bigint | undefined => {
  const m = WAL_SEGMENT.exec(name);
  return m ? BigInt(`0x${m[1]}`) * 256n + BigInt(`0x${m[2]}`) : undefined;
};

/** A tar of the members kept (the end-of-archive blocks after them). */
function tarOf(tar: Uint8Array, kept: readonly Member[]): Uint8Array {
  const parts = kept.map((m) => tar.subarray(m.start, m.end));
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0) + 2 * BLOCK);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * The tar without the files of the databases named (by OID): the template databases, which nothing
 * of the product or its tests connects to or copies (PGlite opens `postgres`; no test makes a
 * database). They were 15 of the 43 MB every API test file and e2e server loads (load CPU about
 * 0.65 → 0.49 s an open, median of five, back to back). Their rows in `pg_database` stay.
 */
export function withoutDatabases(tar: Uint8Array, oids: readonly number[]): Uint8Array {
  const all = members(tar);
  const dropped = new Set(oids.map((oid) => `base/${oid}/`));
  const kept = all.filter((m) => ![...dropped].some((d) => m.name.startsWith(d)));
  return kept.length === all.length ? tar : tarOf(tar, kept);
}

/** The tar without the segments outside redo point … checkpoint record; unchanged when it cannot tell. */
export function withoutSpareWal(tar: Uint8Array): Uint8Array {
  const all = members(tar);
  const control = all.find((m) => m.name === 'global/pg_control');
  if (!control || control.data.length < REDO_AT + 8) return tar;
  const view = new DataView(control.data.buffer, control.data.byteOffset, control.data.byteLength);
  const checkpoint = view.getBigUint64(CHECKPOINT_AT, true) / SEGMENT_BYTES;
  const redo = view.getBigUint64(REDO_AT, true) / SEGMENT_BYTES;
  const kept = all.filter((m) => {
    const n = segmentNumber(m.name);
    return n === undefined || (n >= redo && n <= checkpoint);
  });
  // nothing to drop, or the control file names a segment the archive lacks: keep it as it is
  if (kept.length === all.length || !kept.some((m) => segmentNumber(m.name) === checkpoint)) return tar;
  return tarOf(tar, kept);
}
