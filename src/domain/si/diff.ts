import type { SiBox, SiRecord } from '../../contract/si';

/** One difference between two versions of an SI, in words a reviewer can read. */
export interface SiChange {
  /** `changed` a value; `added`/`removed` a whole box (or goods line). */
  Kind: 'changed' | 'added' | 'removed';
  /** The wire field (TBI_CONSIGNEE, TBX_WEIGHT, TBD_NUM…); empty for a whole box or line. */
  Field: string;
  /** The box, by its container number, when the change is in a box. */
  Container?: string;
  /** The goods line (1-based) within the box, when the change is in one. */
  Line?: number;
  Before: string;
  After: string;
}

/** What the server owns or the review does not decide on: never shown as a customer's change. */
const IGNORED = new Set([
  'Id',
  'Version',
  'TBI_NO',
  'TBI_STATUS',
  'TBI_SOURCES',
  'TBI_CREATE_ID',
  'TBI_REVIEWER_ID',
  'TBI_REVIEWER_DATE',
  'TBI_DELETED',
  'TBI_SIMBL_NO',
  'TBI_COMPANYCODE',
  'Boxes',
  'Masters',
]);
const BOX_FIELDS = ['TBX_TYPE', 'TBX_SEALNO', 'TBX_PACKAGE', 'TBX_NUM', 'TBX_WEIGHT', 'TBX_VOLUME', 'TBX_NON_ISO'] as const;
const LINE_FIELDS = ['TBD_HSCODE', 'TBD_GOODS', 'TBD_CNGOODS', 'TBD_MARKS', 'TBD_PACKAGE', 'TBD_NUM', 'TBD_WEIGHT', 'TBD_VOLUME'] as const;

const shown = (v: unknown) => (v === undefined || v === null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));
const key = (no: string | undefined) => (no ?? '').trim().toUpperCase();
const boxText = (b: SiBox) => `${key(b.TBX_CNNO)} ${b.TBX_TYPE} ${b.TBX_NUM} ${b.TBX_PACKAGE} ${b.TBX_WEIGHT} kg ${b.TBX_VOLUME} m³`;

/**
 * What changed from `before` to `after` (issue 11: the reviewer sees what a resubmission changed).
 * Main fields by name; boxes matched by container number (so reordering is no change, a renumbered
 * box is one removed and one added); goods lines by position within their box. Pure; the server
 * runs it on the content kept in the edit's event.
 */
export function siChanges(before: SiRecord, after: SiRecord): SiChange[] {
  const out: SiChange[] = [];
  const a = before as unknown as Record<string, unknown>;
  const b = after as unknown as Record<string, unknown>;
  for (const field of [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((f) => !IGNORED.has(f)).sort()) {
    if (shown(a[field]) !== shown(b[field])) out.push({ Kind: 'changed', Field: field, Before: shown(a[field]), After: shown(b[field]) });
  }
  const old = new Map((before.Boxes ?? []).map((x) => [key(x.TBX_CNNO), x]));
  const now = new Map((after.Boxes ?? []).map((x) => [key(x.TBX_CNNO), x]));
  for (const [no, x] of old) if (!now.has(no)) out.push({ Kind: 'removed', Field: '', Container: no, Before: boxText(x), After: '' });
  for (const [no, y] of now) {
    const x = old.get(no);
    if (!x) {
      out.push({ Kind: 'added', Field: '', Container: no, Before: '', After: boxText(y) });
      continue;
    }
    for (const f of BOX_FIELDS)
      if (shown(x[f]) !== shown(y[f])) out.push({ Kind: 'changed', Field: f, Container: no, Before: shown(x[f]), After: shown(y[f]) });
    const lines = Math.max(x.Details?.length ?? 0, y.Details?.length ?? 0);
    for (let i = 0; i < lines; i++) {
      const l = x.Details?.[i];
      const m = y.Details?.[i];
      if (!l || !m) {
        const d = (l ?? m)!;
        const text = `${d.TBD_GOODS} ${d.TBD_NUM} ${d.TBD_PACKAGE} ${d.TBD_WEIGHT} kg`;
        out.push({ Kind: l ? 'removed' : 'added', Field: '', Container: no, Line: i + 1, Before: l ? text : '', After: m ? text : '' });
        continue;
      }
      for (const f of LINE_FIELDS)
        if (shown(l[f]) !== shown(m[f])) out.push({ Kind: 'changed', Field: f, Container: no, Line: i + 1, Before: shown(l[f]), After: shown(m[f]) });
    }
  }
  return out;
}
