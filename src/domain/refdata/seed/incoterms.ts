/**
 * Incoterms 2020 (ICC), with the Chinese names of §10.7. DPU replaced DAT in 2020; the DCSA sample
 * data still lists DAT, so an importer maps DAT to DPU rather than seed it. `anyMode` is false for
 * the four rules ICC limits to sea and inland waterway transport (FAS, FOB, CFR, CIF).
 */

export type SeedIncoterm = { readonly code: string; readonly en: string; readonly zh: string; readonly anyMode: boolean };

export const SEED_INCOTERMS: readonly SeedIncoterm[] = [
  { code: 'EXW', en: 'Ex Works', zh: '工厂交货', anyMode: true },
  { code: 'FCA', en: 'Free Carrier', zh: '货交承运人', anyMode: true },
  { code: 'FAS', en: 'Free Alongside Ship', zh: '船边交货', anyMode: false },
  { code: 'FOB', en: 'Free On Board', zh: '船上交货', anyMode: false },
  { code: 'CFR', en: 'Cost and Freight', zh: '成本加运费', anyMode: false },
  { code: 'CIF', en: 'Cost, Insurance and Freight', zh: '成本、保险费加运费', anyMode: false },
  { code: 'CPT', en: 'Carriage Paid To', zh: '运费付至', anyMode: true },
  { code: 'CIP', en: 'Carriage and Insurance Paid To', zh: '运费和保险费付至', anyMode: true },
  { code: 'DAP', en: 'Delivered at Place', zh: '目的地交货', anyMode: true },
  { code: 'DPU', en: 'Delivered at Place Unloaded', zh: '卸货地交货', anyMode: true },
  { code: 'DDP', en: 'Delivered Duty Paid', zh: '完税后交货', anyMode: true },
];
