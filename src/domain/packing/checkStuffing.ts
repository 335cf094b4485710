import { type Add, blank, key, lineTotals, type PackingCheckInput, type PackingListData, same } from './packingData';

/** The stuffing place and time: required to submit, a real instant, not in the future, between the empty pick-up and the gate-in. */
export function checkTimes(add: Add, pkl: PackingListData, input: PackingCheckInput) {
  if (input.submitting) {
    if (blank(pkl.PKL_STUFF_PLACE)) add('/PKL_STUFF_PLACE', 'pkl.header.required', { field: 'PKL_STUFF_PLACE' });
    if (blank(pkl.PKL_STUFF_AT)) add('/PKL_STUFF_AT', 'pkl.header.required', { field: 'PKL_STUFF_AT' });
  }
  if (blank(pkl.PKL_STUFF_AT)) return;
  const at = Date.parse(pkl.PKL_STUFF_AT!);
  if (!Number.isFinite(at)) {
    add('/PKL_STUFF_AT', 'pkl.time.invalid', { value: pkl.PKL_STUFF_AT! });
    return;
  }
  // the words read these instants on the port's clock (the renderer, with `zone`); the values stay instants
  const shown = pkl.PKL_STUFF_AT!;
  const zone = input.zone ?? '';
  if (at > Date.parse(input.now)) add('/PKL_STUFF_AT', 'pkl.time.future', { at: shown, zone });
  if (input.emptyPickupAt && at < Date.parse(input.emptyPickupAt))
    add('/PKL_STUFF_AT', 'pkl.time.beforePickup', { at: shown, pickup: input.emptyPickupAt, zone });
  if (input.gateInAt && at > Date.parse(input.gateInAt)) add('/PKL_STUFF_AT', 'pkl.time.afterGateIn', { at: shown, gateIn: input.gateInAt, zone });
}

/**
 * `pkl.si`: an SI that carries the container must say what the packing list says — container, seal,
 * packages, weight, volume, HS codes. Named on the packing list's side; the SI editor shows the
 * same pairs from its side.
 */
export function checkAgainstSi(add: Add, pkl: PackingListData, siBox: NonNullable<PackingCheckInput['siBox']>) {
  const { SiNo, box } = siBox;
  const t = lineTotals(pkl.Lines);
  const hs = (codes: (string | undefined)[]) => [...new Set(codes.map(key).filter(Boolean))].sort().join(',');
  const pairs: [string, string, string | number, string | number, boolean][] = [
    ['/PKL_CNNO', 'CNNO', key(pkl.PKL_CNNO), key(box.TBX_CNNO), key(pkl.PKL_CNNO) === key(box.TBX_CNNO)],
    ['/PKL_SEALNO', 'SEALNO', key(pkl.PKL_SEALNO), key(box.TBX_SEALNO), key(pkl.PKL_SEALNO) === key(box.TBX_SEALNO)],
    ['/PKL_NUM', 'NUM', t.packages, box.TBX_NUM, t.packages === box.TBX_NUM],
    ['/PKL_WEIGHT', 'WEIGHT', t.weight, box.TBX_WEIGHT, same(t.weight, box.TBX_WEIGHT)],
    ['/PKL_VOLUME', 'VOLUME', t.volume, box.TBX_VOLUME, same(t.volume, box.TBX_VOLUME)],
  ];
  const ours = hs(pkl.Lines.map((l) => l.PKD_HSCODE));
  const theirs = hs((box.Details ?? []).map((d) => d.TBD_HSCODE));
  pairs.push(['/Lines', 'HSCODE', ours, theirs, ours === theirs]);
  for (const [path, what, mine, theirsValue, equal] of pairs) if (!equal) add(path, 'pkl.si.mismatch', { si: SiNo, what, pkl: mine, siValue: theirsValue });
}
