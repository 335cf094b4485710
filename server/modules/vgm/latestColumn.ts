import { type VgmShown, vgmShown } from '../../../src/domain/vgm/shown';

/**
 * A container's latest VGM as a column of another module's list (the packing lists, issue 34): the
 * SQL reading it (this module's table stays this module's) and what the row then says — the state in
 * one word (src/domain/vgm/shown.ts), the declared and the terminal's weight.
 */
export const vgmLatestSql = (cgoId: string, cnno: string) =>
  `(select jsonb_build_object('s', d.vgm_status, 't', d.vgm_terminal_status, 'kg', d.vgm_kg, 'm', d.vgm_measured_kg)
      from vgm_declarations d where d.vgm_cgo_id = ${cgoId} and d.vgm_cnno = ${cnno} and ${cnno} <> '' order by d.vgm_version desc limit 1)`;

export interface VgmCell {
  State: VgmShown;
  Kg: number | null;
  MeasuredKg: number | null;
}

export function vgmCell(raw: unknown): VgmCell {
  const j = raw as { s: number; t: number | null; kg: number; m: number | null } | null | undefined;
  if (!j) return { State: 'none', Kg: null, MeasuredKg: null };
  return { State: vgmShown({ VGM_STATUS: j.s, TerminalStatus: j.t, VGM_KG: j.kg, VGM_MEASURED_KG: j.m }), Kg: j.kg, MeasuredKg: j.m };
}
