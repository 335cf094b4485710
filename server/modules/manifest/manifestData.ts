import type { ManifestData } from '../../../src/contract/manifest';
import type { StoredManifest } from './repository';

/** The editable data of a stored manifest (what Save and Check lay changes over). */
export function dataOf(m: StoredManifest): ManifestData {
  return {
    MFT_FILING: m.MFT_FILING,
    MFT_LEVEL: m.MFT_LEVEL,
    MFT_CGO_ID: m.MFT_CGO_ID,
    MFT_SI_ID: m.MFT_SI_ID ?? null,
    MFT_MBL_NO: m.MFT_MBL_NO,
    MFT_HBL_NO: m.MFT_HBL_NO,
    MFT_CARRIER: m.MFT_CARRIER,
    MFT_VESSEL: m.MFT_VESSEL,
    MFT_VESSEL_IMO: m.MFT_VESSEL_IMO,
    MFT_VOYAGE: m.MFT_VOYAGE,
    MFT_CUSTOMS_CODE: m.MFT_CUSTOMS_CODE,
    MFT_LOADING_CODE: m.MFT_LOADING_CODE,
    MFT_DISCHARGE_CODE: m.MFT_DISCHARGE_CODE,
    MFT_DELIVERY_CODE: m.MFT_DELIVERY_CODE,
    MFT_TS_CODE: m.MFT_TS_CODE,
    MFT_LOADING_AT: m.MFT_LOADING_AT,
    MFT_PAYMENT_TERM: m.MFT_PAYMENT_TERM,
    MFT_TRANSPORT_TERM: m.MFT_TRANSPORT_TERM,
    Shipper: m.Shipper,
    Consignee: m.Consignee,
    Notify: m.Notify,
    // the importer's elements belong to ISF only: a CN payload stays what it was before they existed
    ...(m.MFT_FILING === 'US_ISF' ? { Isf: m.Isf ?? {} } : {}),
    MFT_TOTAL_PKGS: m.MFT_TOTAL_PKGS,
    MFT_PACKAGE: m.MFT_PACKAGE,
    MFT_TOTAL_KG: m.MFT_TOTAL_KG,
    MFT_TOTAL_CBM: m.MFT_TOTAL_CBM,
    MFT_REMARK: m.MFT_REMARK,
    Containers: m.Containers,
    Items: m.Items,
  };
}

/** The given fields laid over the data (undefined: kept). */
export const laidOver = (base: ManifestData, edit: Partial<ManifestData>): ManifestData =>
  ({ ...base, ...Object.fromEntries(Object.entries(edit).filter(([, v]) => v !== undefined)) }) as ManifestData;

/** Parties whose failed check character was overridden by the person (logged with the save). */
export const overrides = (m: ManifestData) =>
  (['Shipper', 'Consignee', 'Notify'] as const).filter((p) => m[p]?.CODE_OVERRIDE === true && m[p]?.CODE).map((p) => ({ party: p, code: m[p]!.CODE }));
