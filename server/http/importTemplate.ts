import type { FastifyReply } from 'fastify';
import type { ImportField } from './imports';
import { sendWorkbook } from './xlsx';

/** An upload's Excel template: a column per field under its first header, then the example rows (cells in field order). */
export const sendImportTemplate = (reply: FastifyReply, fileName: string, sheet: string, fields: ImportField[], examples: string[][], width: number) =>
  sendWorkbook(
    reply,
    fileName,
    sheet,
    fields.map((f, i) => ({ header: f.headers[0]!, value: (row: string[]) => row[i] ?? '', width })),
    examples,
  );
