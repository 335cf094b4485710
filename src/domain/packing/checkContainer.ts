import { containerNumberProblem, containerTypeName } from '../si/public';
import { type Add, key, type PackingCheckInput, type PackingListData, SEAL_MAX } from './packingData';

type LiveContainer = NonNullable<PackingCheckInput['liveContainers']>[number];
type VoyageSeal = NonNullable<PackingCheckInput['voyageSeals']>[number];
const liveIndexes = new WeakMap<readonly LiveContainer[], Map<string, LiveContainer[]>>();
const sealIndexes = new WeakMap<readonly VoyageSeal[], Map<string, VoyageSeal[]>>();
const NONE = new Map<string, never[]>();

/**
 * The other live containers and the voyage's seals by number, built once per list given: a
 * caller checking a voyage's 200 packing lists passes the same two lists to each check, and each
 * lookup is then one map read instead of a walk over 200 (bench/packingCheck.ts). The lists are
 * read-only inputs; a caller that changes one passes a new array.
 */
function byKey<T>(cache: WeakMap<readonly T[], Map<string, T[]>>, list: readonly T[] | undefined, of: (t: T) => string): ReadonlyMap<string, T[]> {
  if (!list?.length) return NONE;
  let index = cache.get(list);
  if (!index) {
    index = new Map();
    for (const t of list) {
      const k = key(of(t));
      const same = index.get(k);
      if (same) same.push(t);
      else index.set(k, [t]);
    }
    cache.set(list, index);
  }
  return index;
}

/** The container: its number (ISO 6346, booked, not on another live packing list) and its type against the booked slot. */
export function checkContainer(add: Add, pkl: PackingListData, input: PackingCheckInput) {
  const no = key(pkl.PKL_CNNO);
  if (!no) {
    if (input.submitting) add('/PKL_CNNO', 'pkl.cnno.missing');
  } else {
    if (!pkl.PKL_NON_ISO) {
      const problem = containerNumberProblem(no);
      if (problem === 'shape') add('/PKL_CNNO', 'pkl.cnno.shape', { value: pkl.PKL_CNNO ?? '' });
      if (problem === 'checkDigit') add('/PKL_CNNO', 'pkl.cnno.checkDigit', { value: no });
    }
    const booked = (input.bookedNumbers ?? []).map(key).filter(Boolean);
    if (booked.length && !booked.includes(no)) add('/PKL_CNNO', 'pkl.cnno.notBooked', { container: no, booking: input.bookingNo ?? '' });
    const live = byKey(liveIndexes, input.liveContainers, (c) => c.CNNO)
      .get(no)
      ?.find((c) => c.PKL_NO !== pkl.PKL_NO);
    if (live) add('/PKL_CNNO', 'pkl.cnno.live', { container: no, pkl: live.PKL_NO });
  }
  const given = containerTypeName(pkl.PKL_CNTR_TYPE ?? '');
  const booked = containerTypeName(input.slotType) ?? key(input.slotType);
  if (!given) add('/PKL_CNTR_TYPE', 'pkl.type.unknown', { value: pkl.PKL_CNTR_TYPE ?? '' });
  else if (given !== booked) add('/PKL_CNTR_TYPE', 'pkl.type.mismatch', { booked, given });
}

/** The seal: required to submit, at most SEAL_MAX characters, once per voyage. */
export function checkSeal(add: Add, pkl: PackingListData, input: PackingCheckInput) {
  const seal = key(pkl.PKL_SEALNO);
  if (!seal) {
    if (input.submitting) add('/PKL_SEALNO', 'pkl.seal.missing');
    return;
  }
  if (seal.length > SEAL_MAX) add('/PKL_SEALNO', 'pkl.seal.long', { length: seal.length, max: SEAL_MAX });
  const no = key(pkl.PKL_CNNO);
  const other = byKey(sealIndexes, input.voyageSeals, (s) => s.SEALNO)
    .get(seal)
    ?.find((s) => key(s.CNNO) !== no);
  if (other) add('/PKL_SEALNO', 'pkl.seal.twice', { seal, container: key(other.CNNO) });
}
