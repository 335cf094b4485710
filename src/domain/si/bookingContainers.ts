import type { SiBox, SiRecord, SiSourceData, SiUsedContainer } from '../../contract/si';
import { type Context, containerKey, typeKey } from './checkContext';
import { containerTypeName } from './reference';

/** Records checked together against a booking, each with the path its problems start with. */
export interface Entry {
  record: SiRecord;
  base: string;
}

/**
 * Each booked container on exactly one live SI of the booking: the records of this check plus the
 * containers already on the booking's other live SIs (`used`).
 *
 * "Exactly once" is at most once (a container already on a live SI, or twice in these records,
 * is refused; so is one never booked, or booked as another type) and at least once. For a batch,
 * at least once holds over the stored live SIs and the batch together: the batch completes the
 * booking. That keeps the rule this module always had (one submission covers the booking; the
 * browser's plan deals every booked container out to the planned SIs) and still lets a later
 * batch replace SIs that were deleted or cancelled, since those free their containers. Partial
 * batches are therefore not accepted: a booking is not left with containers on no SI. An edit
 * (`previous` given) is only blamed for what it makes worse: a container it drops, or a type it
 * uses less; containers that were already on no SI before it (say, after a deletion) are left to
 * the batch that replaces them.
 */
// `whole`: the entries are what the booking will hold, so every booked container must be covered;
// a validate-only record is checked alone, for its own containers, without that demand
export function checkContainers(
  ctx: Context,
  entries: Entry[],
  booking: SiSourceData,
  used: readonly SiUsedContainer[],
  wholePath: string,
  previous?: SiRecord,
  whole = true,
) {
  const { add } = ctx;
  const usedBy = new Map<string, SiUsedContainer>();
  for (const u of used) if (containerKey(u.CNNO)) usedBy.set(containerKey(u.CNNO), u);
  const bookedType = new Map<string, string>(); // number → type
  for (const c of booking.Containers) for (const n of c.CNNOS) bookedType.set(containerKey(n), typeKey(c.TYPE));

  const seen = new Map<string, string>(); // number → first path
  for (const { record, base } of entries) {
    (record.Boxes ?? []).forEach((b, j) => {
      const no = containerKey(b.TBX_CNNO);
      if (!no) return; // checkSi names the missing number
      const path = `${base}/Boxes/${j}/TBX_CNNO`;
      const other = usedBy.get(no);
      const first = seen.get(no);
      if (other) add(path, 'booking.containerUsed', { container: no, si: other.SiNo });
      else if (first) add(path, 'booking.containerTwice', { container: no, first });
      else seen.set(no, path);
      if (!bookedType.size) return; // the booking does not know its numbers yet: types and counts below
      const booked = bookedType.get(no);
      const given = containerTypeName(b.TBX_TYPE ?? '');
      if (!booked) add(path, 'booking.containerNotBooked', { container: no, booking: booking.CGO_ID });
      else if (given && given !== booked) add(`${base}/Boxes/${j}/TBX_TYPE`, 'booking.containerTypeMismatch', { container: no, booked, given });
    });
  }

  if (bookedType.size && whole) {
    const before = new Set((previous?.Boxes ?? []).map((b) => containerKey(b.TBX_CNNO)));
    const unused = [...bookedType.keys()].filter((n) => !usedBy.has(n) && !seen.has(n) && (!previous || before.has(n)));
    if (unused.length) add(wholePath, 'booking.containersUnused', { containers: unused.join(', ') });
  }

  // types and counts (the only measure while the booking does not know its numbers)
  const booked = new Map<string, number>();
  for (const c of booking.Containers) booked.set(typeKey(c.TYPE), (booked.get(typeKey(c.TYPE)) ?? 0) + c.COUNT);
  // a container is one container however often it is named (a second use is refused above, at its box)
  const count = (boxes: readonly { no: string; type: string }[]) => {
    const n = new Map<string, number>();
    const counted = new Set<string>();
    for (const { no, type } of boxes) {
      if (!type || (no && counted.has(no))) continue;
      if (no) counted.add(no);
      n.set(type, (n.get(type) ?? 0) + 1);
    }
    return n;
  };
  const stored = used.map((u) => ({ no: containerKey(u.CNNO), type: typeKey(u.TYPE) }));
  const boxesOf = (boxes: readonly SiBox[]) => boxes.map((b) => ({ no: containerKey(b.TBX_CNNO), type: typeKey(b.TBX_TYPE) }));
  const now = count([...stored, ...boxesOf(entries.flatMap((e) => e.record.Boxes ?? []))]);
  const then = count([...stored, ...boxesOf(previous?.Boxes ?? [])]);
  for (const type of new Set([...booked.keys(), ...now.keys()])) {
    const want = booked.get(type) ?? 0;
    const have = now.get(type) ?? 0;
    const had = then.get(type) ?? 0;
    if (have > want || (whole && have < want && (!previous || have < had))) add(wholePath, 'booking.typeCount', { type, booked: want, used: have });
  }
}
