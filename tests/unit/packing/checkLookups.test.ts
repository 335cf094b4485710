import { describe, expect, it } from 'vitest';
import { checkPackingList, type PackingListData } from '../../../src/domain/packing/check';
import { benchPackingLists } from '../../../bench/packingCheck';

/**
 * `pkl.cnno` and `pkl.seal` against the voyage's lists as a caller has them: one list of every live
 * container and every seal, the packing list's own among them, shared by every check (the lookups are
 * indexed once per list given). Each check still skips only its own entry.
 */
describe('the live containers and voyage seals, one shared list', () => {
  it('finds nothing wrong with 200 correct packing lists that share the lists', () => {
    const { lists, inputs } = benchPackingLists(200, 2);
    expect(inputs[0]!.liveContainers).toBe(inputs[199]!.liveContainers);
    for (let i = 0; i < lists.length; i++) expect(checkPackingList(lists[i]!, inputs[i]!).filter((p) => p.Severity !== 'warning')).toEqual([]);
  });

  it('names a container and a seal another packing list already holds, through the shared lists', () => {
    const { lists, inputs } = benchPackingLists(3, 1);
    const live = [...inputs[0]!.liveContainers!];
    const seals = [...inputs[0]!.voyageSeals!];
    // the third packing list types the first one's container and seal (in lower case)
    const copy = { ...lists[2]!, PKL_CNNO: lists[0]!.PKL_CNNO!.toLowerCase(), PKL_SEALNO: ` ${lists[0]!.PKL_SEALNO!.toLowerCase()}` };
    const codes = (p: PackingListData, i: number) => checkPackingList(p, { ...inputs[i]!, liveContainers: live, voyageSeals: seals }).map((x) => x.Code);
    expect(codes(copy, 2)).toEqual(expect.arrayContaining(['pkl.cnno.live']));
    // the seal is on the same container number here: not "used twice" (it is that container's own)
    expect(codes(copy, 2)).not.toContain('pkl.seal.twice');
    const sealOnly = { ...lists[2]!, PKL_SEALNO: lists[0]!.PKL_SEALNO! };
    expect(codes(sealOnly, 2)).toEqual(['pkl.seal.twice']);
    // the first packing list itself, checked against the same lists, is fine
    expect(codes(lists[0]!, 0)).toEqual([]);
  });
});
