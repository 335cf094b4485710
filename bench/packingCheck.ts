import { checkPackingList, type PackingCheckInput, type PackingListData } from '../src/domain/packing/check';
import { withCheckDigit } from '../src/domain/si/iso6346';
import { medianMs } from './median';

/**
 * The packing-list check (src/domain/packing/check.ts) on a booking's worth of containers: 200
 * packing lists of 20 goods lines each, correct (every rule runs to the end), each checked against
 * the voyage's 200 live containers and seals — what checking one voyage's data costs (the
 * browser's grid of a booking's packing lists, a server submitting them).
 */
export const CONTAINERS = 200;
export const LINES = 20;

export function benchPackingLists(containers = CONTAINERS, lines = LINES): { lists: PackingListData[]; inputs: PackingCheckInput[] } {
  const lists = Array.from({ length: containers }, (_, i): PackingListData => {
    const goods = Array.from({ length: lines }, (_, j) => ({
      PKD_SEQ: j + 1,
      PKD_CNGOODS: '纯棉针织T恤',
      PKD_GOODS: `COTTON T-SHIRTS STYLE ${i}-${j}`,
      PKD_HSCODE: '610910',
      PKD_MARKS: 'N/M',
      PKD_PACKAGE: 'CT',
      PKD_NUM: 10 + (j % 5),
      PKD_WEIGHT: 150.5 + j,
      PKD_NET_WEIGHT: 140 + j,
      PKD_VOLUME: 1.25 + (j % 3) * 0.25,
    }));
    const sum = (k: 'PKD_NUM' | 'PKD_WEIGHT' | 'PKD_VOLUME') => Math.round(goods.reduce((n, l) => n + l[k], 0) * 1000) / 1000;
    return {
      PKL_NO: `PK261127${String(i).padStart(5, '0')}`,
      PKL_CNTR_TYPE: '40HQ',
      PKL_CNNO: withCheckDigit(`BNCU${String(200000 + i)}`),
      PKL_SEALNO: `SL${String(i).padStart(6, '0')}`,
      PKL_TARE_KG: 3900,
      PKL_STUFF_PLACE: '杭州萧山仓库',
      PKL_STUFF_AT: '2026-11-25T02:00:00Z',
      PKL_NUM: sum('PKD_NUM'),
      PKL_WEIGHT: sum('PKD_WEIGHT'),
      PKL_VOLUME: sum('PKD_VOLUME'),
      Lines: goods,
    };
  });
  const live = lists.map((p) => ({ CNNO: p.PKL_CNNO!, PKL_NO: p.PKL_NO! }));
  const seals = lists.map((p) => ({ SEALNO: p.PKL_SEALNO!, CNNO: p.PKL_CNNO! }));
  const inputs = lists.map(
    (): PackingCheckInput => ({
      slotType: '40HQ',
      bookingNo: 'BENCH',
      // the voyage's lists as a caller has them: one list of every live container and seal, its own
      // among them (the check skips a packing list's own container and seal)
      liveContainers: live,
      voyageSeals: seals,
      submitting: true,
      status: 2,
      now: '2026-11-27T00:00:00Z',
      cutoffs: {},
    }),
  );
  return { lists, inputs };
}

/** Every list checked once: the problems found (none for the bench data). */
export const checkAll = (lists: readonly PackingListData[], inputs: readonly PackingCheckInput[]) =>
  lists.reduce((n, p, i) => n + checkPackingList(p, inputs[i]!).filter((x) => x.Severity !== 'warning').length, 0);

export interface PackingCheckFigures {
  containers: number;
  lines: number;
  medianMs: number;
  baselineMedianMs: number;
  ratio: number;
}

/**
 * The check on the server's engine (Node), against a baseline in the same run: a JSON round trip of
 * the same 200 packing lists (what the server does with a body anyway).
 */
export function packingCheckBench(runs = 100): PackingCheckFigures {
  const { lists, inputs } = benchPackingLists();
  const problems = checkAll(lists, inputs);
  if (problems) throw new Error(`the bench packing lists must be correct (${problems} problems)`);
  const check = medianMs(() => checkAll(lists, inputs), runs);
  const baseline = medianMs(() => JSON.parse(JSON.stringify(lists)), runs);
  return { containers: CONTAINERS, lines: LINES, medianMs: +check.toFixed(3), baselineMedianMs: +baseline.toFixed(3), ratio: +(check / baseline).toFixed(2) };
}
