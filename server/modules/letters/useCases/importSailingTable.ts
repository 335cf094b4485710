import type { FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../../../../src/contract/envelope';
import type { SailingRowInput } from '../../../../src/contract/letters/calls';
import { DOC_STATUS } from '../../../../src/domain/letters/status';
import { parseLocalDateTime, zoneOr } from '../../../../src/domain/refdata/localTimes';
import type { Db, Queryable } from '../../../db/types';
import { type ImportRows, previewGate, readImportRows } from '../../../http/imports';
import { requestLanguage } from '../../../http/language';
import { sendOutcome } from '../../../http/outcome';
import type { Actor } from '../../../platform/access/grants';
import { inTransaction } from '../../../platform/transaction';
import { isWithdrawn, knownPorts, noTable } from '../checks';
import { readerOf } from '../reader';
import { checkRows } from '../rowChecks';
import { readTable, replaceRows, type StoredRow } from '../sailingRepository';
import { SAILING_FIELDS } from '../sailingSheet';
import { afterChange } from './saveSailingTable';

type Lang = 'zh' | 'en';
type Report = { Imported: number; Rejected: { Row: number; Reasons: string[] }[]; rows: StoredRow[] };

/** A time cell as the instant it names on the port's clock: "2026-12-20 18:00", "2026/12/20 18:00", a date alone (00:00), an Excel date. */
export function cellInstant(cell: string, zone: string): string | undefined | null {
  const v = cell.trim().replace(/\//g, '-').replace('T', ' ');
  if (!v) return null;
  const m = /^(\d{4}-\d{1,2}-\d{1,2})(?: (\d{1,2}:\d{2}))?/.exec(v);
  if (!m) return undefined;
  const [y, mo, d] = m[1]!.split('-');
  return parseLocalDateTime(`${y}-${mo!.padStart(2, '0')}-${d!.padStart(2, '0')} ${m[2] ?? '00:00'}`, zone);
}

/** The sheet's rows checked as a table's rows: what would be stored, and each refused row with its reasons in the importer's words. */
async function reportOf(q: Queryable, rows: ImportRows, lang: Lang): Promise<Report> {
  const ports = await knownPorts(
    q,
    rows.flatMap((r) => [r.values.POL!.trim().toUpperCase(), r.values.POD!.trim().toUpperCase()]),
  );
  const zone = (code: string) => zoneOr(ports.get(code.trim().toUpperCase())?.time_zone);
  const Rejected: Report['Rejected'] = [];
  const inputs: { row: number; input: SailingRowInput }[] = [];
  for (const { row, values: v } of rows) {
    const reasons: string[] = [];
    const time = (key: 'ETD' | 'ETA' | 'DCO' | 'VCO' | 'PCO', port: string, required: boolean) => {
      const at = cellInstant(v[key] ?? '', zone(port));
      if (at === undefined || (required && !at))
        reasons.push(
          lang === 'zh' ? `${key} 时间“${v[key] ?? ''}”无法识别（格式如 2026-12-20 18:00）` : `${key} "${v[key] ?? ''}" is not a time (like 2026-12-20 18:00)`,
        );
      return at ?? '';
    };
    if (!v.Vessel?.trim()) reasons.push(lang === 'zh' ? '船名为空' : 'The vessel is empty');
    if (!v.Voyage?.trim()) reasons.push(lang === 'zh' ? '航次为空' : 'The voyage is empty');
    if (v.IMO && !/^\d{7}$/.test(v.IMO.trim())) reasons.push(lang === 'zh' ? `IMO 编号“${v.IMO}”须为 7 位数字` : `IMO "${v.IMO}" must be 7 digits`);
    const input: SailingRowInput = {
      Vessel: v.Vessel ?? '',
      IMO: v.IMO?.trim() ?? '',
      Voyage: v.Voyage ?? '',
      POL: v.POL ?? '',
      ETD: time('ETD', v.POL ?? '', true),
      DCO: time('DCO', v.POL ?? '', false) || null,
      VCO: time('VCO', v.POL ?? '', false) || null,
      PCO: time('PCO', v.POL ?? '', false) || null,
      POD: v.POD ?? '',
      ETA: time('ETA', v.POD ?? '', true),
      Remarks: (v.Remarks ?? '').slice(0, 300),
    };
    if (reasons.length) Rejected.push({ Row: row, Reasons: reasons });
    else inputs.push({ row, input });
  }
  const checked = await checkRows(
    q,
    inputs.map((i) => i.input),
  );
  const stored: StoredRow[] = [];
  checked.forEach((c, i) => {
    if (c.ok) stored.push(c.row);
    else Rejected.push({ Row: inputs[i]!.row, Reasons: c.problems.map((p) => p.words[lang]) });
  });
  Rejected.sort((a, b) => a.Row - b.Row);
  return { Imported: stored.length, Rejected, rows: stored };
}

/**
 * Import (operations.md §13.3): an Excel sheet of sailings into a table of the desk's (not withdrawn).
 * The browser previews first (DryRun: the row report, each refused row with its reasons in words);
 * Confirm then replaces the table's rows with the rows taken — a published table is republished.
 */
export async function importSailingTable(db: Db, request: FastifyRequest, reply: FastifyReply) {
  const lang = requestLanguage(request.headers['accept-language']);
  const query = request.query as { Id: number; FileName?: string; DryRun?: boolean; Confirm?: string };
  const actor = request.actor as Actor;
  const table = await readTable(db, query.Id, readerOf(actor));
  if (!table) return sendOutcome(reply, noTable());
  if (table.Status === DOC_STATUS.WITHDRAWN) return sendOutcome(reply, isWithdrawn());
  const read = await readImportRows(request, reply, SAILING_FIELDS);
  if (!read) return reply;
  const preview = () => reportOf(db, read.rows, lang).then(({ Imported, Rejected }) => ({ Imported, Rejected }));
  if (await previewGate(reply, lang, query, read.bytes, preview, query.Id)) return reply;
  const written = await inTransaction<Omit<Report, 'rows'>>(db, async (tx) => {
    const held = await readTable(tx, query.Id, readerOf(actor), true);
    if (!held) return noTable();
    const report = await reportOf(tx, read.rows, lang);
    if (report.rows.length) {
      const version = await replaceRows(tx, query.Id, report.rows, query.FileName?.trim() || 'import.xlsx');
      await afterChange(tx, actor, query.Id, held.Status, version, 'IMPORT');
    }
    return { ok: true, value: { Imported: report.Imported, Rejected: report.Rejected } };
  });
  if (!written.ok) return sendOutcome(reply, written);
  const v = written.value;
  return ok(v, lang === 'zh' ? `已导入 ${v.Imported} 行，拒绝 ${v.Rejected.length} 行。` : `${v.Imported} row(s) imported, ${v.Rejected.length} refused.`);
}
