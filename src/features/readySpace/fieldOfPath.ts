import type { WordsIn } from '../../i18n/words';
import type { readySpaceWords } from './words';

/** The field a refusal's path names, as the form labels it ("/Space/Lines/0/Price" → "单价 (USD) 1"): never the path itself. */
export function fieldOfPath(path: string, w: WordsIn<typeof readySpaceWords>, currency: string): string {
  const [first = '', index, field] = path
    .replace(/^\/Space/, '')
    .split('/')
    .filter(Boolean);
  if (first === 'Lines' && index !== undefined) {
    const label = field === 'Price' ? w.price : field === 'FloorPrice' ? w.floorPrice : field === 'TotalQty' ? w.total : w.containerClass;
    return `${label} ${Number(index) + 1}`;
  }
  const labels: Record<string, string> = {
    CarrierCode: w.carrier,
    VesselName: w.vessel,
    Voyage: w.voyage,
    VesselCallId: w.pickSailing,
    PolCode: w.pol,
    ViaCode: w.via,
    PodCode: w.pod,
    Etd: w.etd,
    Eta: w.eta,
    CutOffs: w.cutOffs,
    ValidUntil: w.validUntil,
    Currency: `${w.currency} ${currency}`,
    Surcharges: w.surcharges,
    CancellationTerms: w.terms,
    CancelFeePerContainer: w.feePerContainer,
    MaxPerOrder: w.maxPerOrder,
    HoldMinutes: w.holdTime,
    Remarks: w.remarks,
    Lines: w.stock,
  };
  return labels[first] ?? w.stock;
}
