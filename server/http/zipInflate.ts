import { inflateRawSync } from 'node:zlib';

/**
 * Opens an .xlsx (a zip) with every size bounded before the workbook reader sees it: the zip's
 * directory is read by hand, the sizes it declares must fit the budget, and then each part is
 * inflated with a hard output cap — a directory can lie, the cap cannot. A refusal is an
 * ImportRefusal whose code the caller turns into a message in the person's language.
 */

export type RefusalCode = 'NOT_XLSX' | 'ENCRYPTED' | 'DAMAGED' | 'INFLATES_TOO_LARGE' | 'TOO_MANY_PARTS' | 'TOO_MANY_ROWS' | 'NO_SHEET';

export class ImportRefusal extends Error {
  constructor(readonly code: RefusalCode) {
    super(code);
  }
}

export interface ZipBudget {
  /** The most all parts together may inflate to, in bytes. */
  maxInflatedBytes: number;
  maxParts: number;
}

interface DirEntry {
  name: string;
  method: number;
  flags: number;
  packedSize: number;
  size: number;
  localOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const ZIP64_MARK = 0xffffffff;

/** The zip's central directory (the end record is within the last 64 KiB + 22 bytes). */
function directory(zip: Buffer): DirEntry[] {
  try {
    return readDirectory(zip);
  } catch (e) {
    throw e instanceof ImportRefusal ? e : new ImportRefusal('DAMAGED'); // offsets past the end
  }
}

function readDirectory(zip: Buffer): DirEntry[] {
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (zip.readUInt32LE(i) === END_OF_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new ImportRefusal('NOT_XLSX');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: DirEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) throw new ImportRefusal('DAMAGED');
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    entries.push({
      flags: zip.readUInt16LE(at + 8),
      method: zip.readUInt16LE(at + 10),
      packedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
      localOffset: zip.readUInt32LE(at + 42),
    });
    at += 46 + skip;
  }
  return entries;
}

/**
 * The zip's file parts as its directory declares them, or a refusal: too many parts, declared
 * inflated size over the budget, encryption. Cheap (no inflation), so the server runs it before
 * starting a worker and a bomb that declares its size is refused at once.
 */
export function checkDirectory(zip: Buffer, budget: ZipBudget): DirEntry[] {
  const entries = directory(zip).filter((e) => !e.name.endsWith('/'));
  if (entries.length > budget.maxParts) throw new ImportRefusal('TOO_MANY_PARTS');
  if (entries.some((e) => e.flags & 1)) throw new ImportRefusal('ENCRYPTED');
  // zip64 markers mean parts over 4 GiB: never a spreadsheet anyone fills by hand
  if (entries.some((e) => e.size === ZIP64_MARK || e.packedSize === ZIP64_MARK)) throw new ImportRefusal('INFLATES_TOO_LARGE');
  const declared = entries.reduce((sum, e) => sum + e.size, 0);
  if (declared > budget.maxInflatedBytes) throw new ImportRefusal('INFLATES_TOO_LARGE');

  return entries;
}

/**
 * Every file part of the zip, inflated, or a refusal: what checkDirectory refuses, an actual
 * inflated size over the budget (whatever the directory says), a method other than
 * store/deflate, or sizes that disagree.
 */
export function inflateBounded(zip: Buffer, budget: ZipBudget): Map<string, Buffer> {
  const entries = checkDirectory(zip, budget);
  const parts = new Map<string, Buffer>();
  let left = budget.maxInflatedBytes;
  for (const e of entries) {
    const at = e.localOffset;
    if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL_HEADER) throw new ImportRefusal('DAMAGED');
    const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
    if (start + e.packedSize > zip.length) throw new ImportRefusal('DAMAGED');
    const packed = zip.subarray(start, start + e.packedSize);
    let data: Buffer;
    if (e.method === 0) data = packed;
    else if (e.method === 8) {
      try {
        // the cap is what is left of the whole budget: a part that lies about its size stops here
        data = inflateRawSync(packed, { maxOutputLength: Math.max(1, left) });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' || err instanceof RangeError) throw new ImportRefusal('INFLATES_TOO_LARGE');
        throw new ImportRefusal('DAMAGED');
      }
    } else throw new ImportRefusal('DAMAGED');
    if (data.length !== e.size) throw new ImportRefusal(data.length > e.size ? 'INFLATES_TOO_LARGE' : 'DAMAGED');
    left -= data.length;
    parts.set(e.name, data);
  }
  return parts;
}

/** Rows in the worksheets (`<row …>` elements, with or without a namespace prefix). */
export function countSheetRows(parts: Map<string, Buffer>): number {
  let rows = 0;
  for (const [name, data] of parts) {
    if (!/^xl\/worksheets\/[^/]+\.xml$/i.test(name)) continue;
    rows += data.toString('latin1').match(/<(?:[A-Za-z_][\w.-]*:)?row[\s>/]/g)?.length ?? 0;
  }
  return rows;
}
