import type { DeclaredVgm, PklLine, StoredPkl } from './repository';

/**
 * What the TERMINAL_CLP channel sends the loading terminal (operations.md §4, §17.1): the container
 * load plan of one packing list, as a port community system takes it (the fields of the customs
 * packing-list data item set and of an EDIFACT COPRAR/CLP: container, seal, booking, vessel,
 * voyage, ports, goods, weights, and the VGM the terminal needs before loading).
 */
export const TERMINAL_CLP = 'TERMINAL_CLP';

export interface ClpMessage {
  /** Our reference: the request's number; every receipt names it. */
  ref: string;
  function: 'PACK' | 'UNPACK';
  terminal: string;
  containerNo: string;
  nonIso: boolean;
  isoType: string;
  seal: string;
  sealSource: string;
  bookingNo: string;
  carrier: string;
  vessel: string;
  voyage: string;
  pol: string;
  pod: string;
  packages: number;
  cargoKg: number;
  volumeM3: number;
  tareKg: number | null;
  maxGrossKg: number | null;
  vgm: { kg: number; method: number; signatory: string; version: number } | null;
  /** Why an unpack (SHUT_OUT, RESTUFF …). */
  reason: string | null;
  lines: { seq: number; goods: string; hsCode: string; package: string; packages: number; grossKg: number; volumeM3: number }[];
}

export function clpMessage(
  r: { ecp_no: string; ecp_kind: number; ecp_terminal_code: string; ecp_reason: string | null },
  p: StoredPkl,
  lines: PklLine[],
  vgm?: DeclaredVgm,
): ClpMessage {
  return {
    ref: r.ecp_no,
    function: r.ecp_kind === 1 ? 'PACK' : 'UNPACK',
    terminal: r.ecp_terminal_code,
    containerNo: p.pkl_cnno,
    nonIso: p.pkl_non_iso,
    isoType: p.pkl_cntr_type,
    seal: p.pkl_sealno,
    sealSource: p.pkl_seal_source,
    bookingNo: p.pkl_booking_no,
    carrier: p.pkl_carrier,
    vessel: p.pkl_vessel,
    voyage: p.pkl_voyage,
    pol: p.pkl_loading_code,
    pod: p.pkl_discharge_code,
    packages: p.pkl_num,
    cargoKg: Number(p.pkl_weight),
    volumeM3: Number(p.pkl_volume),
    tareKg: p.pkl_tare_kg,
    maxGrossKg: p.pkl_max_gross_kg,
    vgm: vgm ? { kg: vgm.VGM_KG, method: vgm.VGM_METHOD, signatory: vgm.VGM_SIGNATORY, version: vgm.VGM_VERSION } : null,
    reason: r.ecp_reason,
    lines: lines.map((l) => ({
      seq: l.PKD_SEQ,
      goods: l.PKD_GOODS || l.PKD_CNGOODS,
      hsCode: l.PKD_HSCODE,
      package: l.PKD_PACKAGE,
      packages: l.PKD_NUM,
      grossKg: Number(l.PKD_WEIGHT),
      volumeM3: Number(l.PKD_VOLUME),
    })),
  };
}

/** A terminal receipt's own content: the terminal's reason for a rejection, its receipt number. */
export interface ClpReceiptBody {
  reason?: string;
  terminalRef?: string;
}
