import type { VgmContainer } from '../../contract/vgm/calls';
import { localDateTime, parseLocalDateTime } from '../../domain/refdata/localTimes';

/** What one declaration sends: each box's VGM (the rows with a weight), the responsible party, the signatory, the declaration ticked, a late reason. */
export interface DeclaredParts {
  Containers: {
    CNNO: string;
    VGM_KG: number;
    VGM_METHOD: 1 | 2;
    VGM_CARGO_KG?: number | null;
    VGM_TARE_KG?: number | null;
    VGM_WEIGHED_AT: string;
    VGM_WEIGHING_PARTY?: string;
    VGM_CERT_NO?: string;
  }[];
  VGM_RESPONSIBLE_PARTY: string;
  VGM_SIGNATORY: string;
  Accept: boolean;
  Reason?: string;
}

/** One box's row as typed: text as the inputs hold it. */
export type Row = { CNNO: string; kg: string; method: 1 | 2; cargo: string; tare: string; at: string; party: string; cert: string };

/** The rest of the form: who declares, the declaration ticked, the late reason (asked of staff after the VCO). */
export interface Signing {
  party: string;
  signatory: string;
  accept: boolean;
  reason: string;
  askReason: boolean;
}

/** A datetime-local value ("2026-11-27T10:30") for an instant, on the loading port's clock (not the browser's). */
const localInput = (iso: string, zone: string) => localDateTime(iso, zone).replace(' ', 'T');
const num = (s: string) => (s.trim() === '' ? null : Number(s));

/** A box's row from its latest version (or blank, its tare from the container, weighed an hour ago). */
export function rowOf(c: VgmContainer, zone: string): Row {
  const l = c.Latest;
  return {
    CNNO: c.CNNO,
    kg: l ? String(l.VGM_KG) : '',
    method: (l?.VGM_METHOD as 1 | 2) ?? 1,
    cargo: l?.VGM_CARGO_KG != null ? String(l.VGM_CARGO_KG) : '',
    tare: l?.VGM_TARE_KG != null ? String(l.VGM_TARE_KG) : c.TareKg != null ? String(c.TareKg) : '',
    at: localInput(l?.VGM_WEIGHED_AT ?? new Date(Date.now() - 3_600_000).toISOString(), zone),
    party: l?.VGM_WEIGHING_PARTY ?? '',
    cert: l?.VGM_CERT_NO ?? '',
  };
}

/** What the form sends: the rows with a weight (method 2 with contents and tare, method 1 with weighbridge and ticket), the weighing time read on the port's clock. */
export function partsOf(rows: readonly Row[], s: Signing, zone: string): DeclaredParts {
  return {
    Containers: rows
      .filter((r) => r.kg.trim())
      .map((r) => ({
        CNNO: r.CNNO,
        VGM_KG: Number(r.kg),
        VGM_METHOD: r.method,
        ...(r.method === 2 ? { VGM_CARGO_KG: num(r.cargo), VGM_TARE_KG: num(r.tare) } : { VGM_WEIGHING_PARTY: r.party, VGM_CERT_NO: r.cert }),
        VGM_WEIGHED_AT: parseLocalDateTime(r.at, zone) ?? r.at,
      })),
    VGM_RESPONSIBLE_PARTY: s.party,
    VGM_SIGNATORY: s.signatory,
    Accept: s.accept,
    ...(s.askReason && s.reason.trim() ? { Reason: s.reason.trim() } : {}),
  };
}

/**
 * A refusal's field errors by the row they name (`/Containers/<i>/…`, i counting the boxes sent, not
 * the rows), and the others as said.
 */
export function refusalByRow(rows: readonly Row[], sent: readonly string[], errors: readonly { Path: string; Message: string }[]) {
  const byRow = rows.map((r) => {
    const at = sent.indexOf(r.CNNO);
    return errors.filter((e) => at >= 0 && e.Path.startsWith(`/Containers/${at}/`)).map((e) => e.Message);
  });
  return { byRow, others: errors.filter((e) => !e.Path.startsWith('/Containers/')).map((e) => e.Message) };
}
