import type { FileExtension } from '../../src/contract/files';

/**
 * What an uploaded file is (a booking's, a ready-space order's), from its name AND its first bytes: a name is only a claim (an
 * .exe renamed .pdf starts with "MZ", not "%PDF-"). Office files are zips (.xlsx, .docx: their
 * part names sit unpacked in the zip's headers) or the older compound files (.xls, .doc).
 */

const CONTENT_TYPES: Record<FileExtension, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

const starts = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const COMPOUND = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** A zip holding a part under `folder` (xl/ for a workbook, word/ for a document). */
const zipWith = (bytes: Uint8Array, folder: string) => starts(bytes, ZIP) && Buffer.from(bytes).includes(folder, 0, 'latin1');

const MATCHES: Record<FileExtension, (b: Uint8Array) => boolean> = {
  pdf: (b) => starts(b, PDF),
  png: (b) => starts(b, PNG),
  jpg: (b) => starts(b, JPEG),
  jpeg: (b) => starts(b, JPEG),
  xlsx: (b) => zipWith(b, 'xl/'),
  docx: (b) => zipWith(b, 'word/'),
  xls: (b) => starts(b, COMPOUND),
  doc: (b) => starts(b, COMPOUND),
};

/** The file's content type when its name's ending is one `taken` and its bytes are of that kind; else undefined. */
export function fileTypeOf(fileName: string, bytes: Uint8Array, taken: readonly FileExtension[]): string | undefined {
  const ext = /\.([a-z0-9]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase() as FileExtension | undefined;
  if (!ext || !(taken as readonly string[]).includes(ext)) return undefined;
  return MATCHES[ext](bytes) ? CONTENT_TYPES[ext] : undefined;
}

/** A tiny valid one-page PDF saying `line` (the demo's booking notes, S/Os and payment proofs). */
export function tinyPdf(line: string): Buffer {
  const text = line.replace(/[()\\]/g, '');
  const stream = `BT /F1 14 Tf 72 760 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
