/**
 * PGlite dumps its data directory as a tar whose member names are absolute (`/PG_VERSION`,
 * `/base/1/1259`): GNU tar warns ("Removing leading `/'") and another tool may unpack such an
 * archive at the root of the file system. This makes them relative (`PG_VERSION`), in the ustar
 * header's name or prefix field, with the header's checksum made again. PGlite loads either form
 * (it joins each name to its data directory), so backups made before still restore.
 */
const BLOCK = 512;
const NAME = { at: 0, length: 100 };
const PREFIX = { at: 345, length: 155 };
const SIZE = { at: 124, length: 12 };
const CHECKSUM = { at: 148, length: 8 };

export function relativeMemberNames(tar: Uint8Array): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(tar);
  for (let at = 0; at + BLOCK <= out.length; ) {
    const header = out.subarray(at, at + BLOCK);
    if (header.every((b) => b === 0)) break; // the end-of-archive blocks
    // the full name is prefix/name: its leading slash is in the prefix when there is one
    const field = header[PREFIX.at] !== 0 ? PREFIX : NAME;
    if (stripLeadingSlashes(header, field)) writeChecksum(header);
    const size = Number.parseInt(text(header, SIZE).trim() || '0', 8);
    at += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
  }
  return out;
}

const text = (header: Uint8Array, f: { at: number; length: number }) => String.fromCharCode(...header.subarray(f.at, f.at + f.length)).replace(/\0.*$/s, '');

function stripLeadingSlashes(header: Uint8Array, f: { at: number; length: number }): boolean {
  const value = header.subarray(f.at, f.at + f.length);
  let n = 0;
  while (n < value.length && value[n] === 0x2f) n++;
  if (!n) return false;
  value.copyWithin(0, n);
  value.fill(0, value.length - n);
  return true;
}

/** The ustar checksum: the sum of the header's bytes with the checksum field counted as spaces, in octal. */
function writeChecksum(header: Uint8Array): void {
  header.fill(0x20, CHECKSUM.at, CHECKSUM.at + CHECKSUM.length);
  const sum = header.reduce((s, b) => s + b, 0);
  const digits = `${sum.toString(8).padStart(6, '0')}\0 `;
  for (let i = 0; i < CHECKSUM.length; i++) header[CHECKSUM.at + i] = digits.charCodeAt(i);
}
