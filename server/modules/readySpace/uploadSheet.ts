import { type ReadySpaceWire, ReadySpaceWireSchema } from '../../../src/contract/readySpace/calls';
import type { ParseLookups } from '../../../src/domain/booking/parse';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import { addDays } from '../../../src/domain/refdata/sailings';
import type { ImportField } from '../../http/imports';
import { fieldProblemText, problemWords } from '../../../src/contract/fieldLabels';
import { dayOfCell, type Say, type UploadLogTables } from '../../http/uploadLog';
import { bodyErrors } from '../../http/validation';

/**
 * The Excel upload of listings (commercial.md §5.3 List/Import, §5.4 NowOrderUpload): one row, one
 * listing of the uploader's company — a DRAFT, or submitted when the upload asks — read into the
 * same wire SaveDraft takes, checked by that call's schema, its normalising and Submit's check
 * (R5.1), and saved by its insert. A refused row writes nothing and is listed with its reasons;
 * every upload that was read leaves one log row.
 */

/** The classes a sheet has a quantity and a price column for. */
const CLASSES = ['20GP', '40GP', '40HQ', '45HQ'] as const;

/** The columns, each with its template header, its Chinese and its English name (then other spellings taken). */
export const SPACE_UPLOAD_FIELDS: ImportField[] = [
  { key: 'Carrier', headers: ['船公司 Carrier', '船公司', 'Carrier', 'CarrierCode'], required: true },
  { key: 'Vessel', headers: ['船名 Vessel', '船名', 'Vessel', 'VesselName'], required: true },
  { key: 'Voyage', headers: ['航次 Voyage', '航次', 'Voyage'], required: true },
  { key: 'Pol', headers: ['起运港 POL', '起运港', 'POL'], required: true },
  { key: 'Via', headers: ['中转港 Via', '中转港', 'Via'] },
  { key: 'Pod', headers: ['目的港 POD', '目的港', 'POD'], required: true },
  { key: 'Etd', headers: ['开船日期 ETD', '开船日期', 'ETD'], required: true },
  { key: 'Dco', headers: ['截单时间 DCO', '截单时间', 'DCO cut-off', 'DCO'], required: true },
  { key: 'Fco', headers: ['截港时间 FCO', '截港时间', 'FCO cut-off', 'FCO'], required: true },
  { key: 'Vco', headers: ['截VGM时间 VCO', '截VGM时间', 'VCO cut-off', 'VCO'] },
  { key: 'ValidUntil', headers: ['销售截止 Valid until', '销售截止', 'Valid until'] },
  { key: 'Currency', headers: ['币种 Currency', '币种', 'Currency'] },
  ...CLASSES.flatMap((c) => [
    { key: `Qty${c}`, headers: [`${c}数量 ${c} qty`, `${c}数量`, `${c} qty`] },
    { key: `Price${c}`, headers: [`${c}价格 ${c} price`, `${c}价格`, `${c} price`] },
  ]),
  { key: 'PriceIncludes', headers: ['价格包含 Price includes', '价格包含', 'Price includes'] },
  { key: 'MaxPerOrder', headers: ['每单限量 Max per order', '每单限量', 'Max per order'] },
  { key: 'Terms', headers: ['取消条款 Cancellation terms', '取消条款', 'Cancellation terms'], required: true },
  { key: 'CancelFee', headers: ['退舱费每箱 Cancel fee', '退舱费每箱', 'Cancel fee per container'] },
  { key: 'Remarks', headers: ['备注 Remarks', '备注', 'Remarks'] },
];

/** The template's example row, in the fields' order: a sailing three weeks out of a vessel the reference data knows, so the upload takes it as it stands. */
export const uploadTemplateExample = () => {
  const today = todayInShanghai();
  const cells: Record<string, string> = {
    Carrier: 'COSU',
    Vessel: 'COSCO SHIPPING UNIVERSE',
    Voyage: '062E',
    Pol: 'CNSHA',
    Pod: 'NLRTM',
    Etd: addDays(today, 21),
    Dco: `${addDays(today, 18)} 12:00`,
    Fco: `${addDays(today, 19)} 12:00`,
    Currency: 'USD',
    Qty20GP: '5',
    Price20GP: '980',
    Qty40HQ: '10',
    Price40HQ: '1850',
    PriceIncludes: 'OF_ONLY',
    Terms: '放舱后取消每箱收取退舱费 USD 300',
    CancelFee: '300',
  };
  return SPACE_UPLOAD_FIELDS.map((f) => cells[f.key] ?? '');
};

const INCLUDES: Record<string, 'OF_ONLY' | 'ALL_IN'> = { OF_ONLY: 'OF_ONLY', 纯海运费: 'OF_ONLY', ALL_IN: 'ALL_IN', 全包: 'ALL_IN' };

/** A cut-off or close-of-sales cell on the POL's clock: a date cell (read as its wall clock), "2026/12/2 12:00", or as typed. */
function portClock(cell: string): string {
  const t = cell.trim();
  const iso = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(t);
  if (iso) return `${iso[1]} ${iso[2]}`;
  const typed = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:\s+(\d{1,2}):(\d{2}))?$/.exec(t);
  if (!typed) return t;
  const day = `${typed[1]}-${typed[2]!.padStart(2, '0')}-${typed[3]!.padStart(2, '0')}`;
  return typed[4] ? `${day} ${typed[4].padStart(2, '0')}:${typed[5]}` : day;
}

/** A row's cells as SaveDraft's wire, or the reasons it cannot be one (an unknown port, a bad number, a cell the call's schema refuses…). */
export function spaceWireOfRow(v: Record<string, string>, look: ParseLookups, say: Say): ReadySpaceWire | string[] {
  const reasons: string[] = [];
  const known = (find: (t: string) => string | undefined, cell: string, zh: string, en: string, what: string) => {
    if (!cell.trim()) return '';
    const code = find(cell);
    if (!code) reasons.push(say(`${zh}“${cell}”不是已知${what === 'port' ? '港口' : '船公司'}。`, `${en} "${cell}" is no known ${what}.`));
    return code ?? '';
  };
  const etd = dayOfCell(v.Etd!);
  if (!etd) reasons.push(say(`开船日期“${v.Etd}”不是有效日期。`, `ETD "${v.Etd}" is no calendar date.`));
  const number = (key: string, zh: string, en: string) => {
    const cell = (v[key] ?? '').replace(/,/g, '').trim();
    if (cell && !/^\d{1,10}(\.\d{1,4})?$/.test(cell)) reasons.push(say(`${zh}“${cell}”不是有效数字。`, `${en} "${cell}" is not a valid number.`));
    return cell;
  };
  const lines: ReadySpaceWire['Lines'] = [];
  for (const c of CLASSES) {
    const qty = number(`Qty${c}`, `${c}数量`, `${c} quantity`);
    const price = number(`Price${c}`, `${c}价格`, `${c} price`);
    if (!qty && !price) continue;
    if (!qty || !price) reasons.push(say(`${c} 须同时填写数量和价格。`, `${c} needs both a quantity and a price.`));
    else if (!/^\d+$/.test(qty)) reasons.push(say(`${c}数量“${qty}”须为整数。`, `${c} quantity "${qty}" must be a whole number.`));
    else lines.push({ ContainerClass: c, TotalQty: Number(qty), Price: price });
  }
  const includes = v.PriceIncludes?.trim() ? INCLUDES[v.PriceIncludes.trim().toUpperCase()] : 'OF_ONLY';
  if (!includes)
    reasons.push(
      say(`价格包含“${v.PriceIncludes}”应为 OF_ONLY（纯海运费）或 ALL_IN（全包）。`, `Price includes "${v.PriceIncludes}" must be OF_ONLY or ALL_IN.`),
    );
  const max = number('MaxPerOrder', '每单限量', 'Max per order');
  const fee = number('CancelFee', '退舱费', 'Cancel fee');
  const wire: ReadySpaceWire = {
    CarrierCode: known(look.carrier, v.Carrier!, '船公司', 'Carrier', 'carrier'),
    VesselName: v.Vessel!.trim(),
    Voyage: v.Voyage!.trim(),
    PolCode: known(look.port, v.Pol!, '起运港', 'POL', 'port'),
    ...(v.Via?.trim() ? { ViaCode: known(look.port, v.Via, '中转港', 'Via', 'port') } : {}),
    PodCode: known(look.port, v.Pod!, '目的港', 'POD', 'port'),
    Etd: etd ?? '',
    CutOffs: (['Dco', 'Fco', 'Vco'] as const).filter((k) => v[k]?.trim()).map((k) => ({ Code: k.toUpperCase(), DateTime: portClock(v[k]!) })),
    Currency: (v.Currency?.trim() || 'USD').toUpperCase(),
    PriceIncludes: includes ?? 'OF_ONLY',
    ...(max ? { MaxPerOrder: Number(max) } : {}),
    ValidUntil: v.ValidUntil?.trim() ? portClock(v.ValidUntil) : '',
    CancellationTerms: v.Terms!.trim(),
    ...(fee ? { CancelFeePerContainer: fee } : {}),
    Audience: 'MARKET',
    ...(v.Remarks?.trim() ? { Remarks: v.Remarks.trim() } : {}),
    Lines: lines,
  };
  if (reasons.length) return reasons;
  // the call's own schema: what SaveDraft would refuse (a voyage too long, a count too big…) the row is refused for
  const errors = bodyErrors(ReadySpaceWireSchema, wire);
  // each named as the publish form names the field, in the person's words (issue 32): never a JSON path or a pattern
  const said = (e: (typeof errors)[number], lang: 'zh' | 'en') => fieldProblemText(e.path, 'readySpace', problemWords(e, lang), lang);
  return errors.length ? errors.map((e) => say(said(e, 'zh'), said(e, 'en'))) : wire;
}

export const SPACE_UPLOAD_LOG: UploadLogTables = { log: 'ready_space_uploads', refusals: 'ready_space_upload_refusals', made: 'space_ids' };
