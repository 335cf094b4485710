// `npx tsx bench/manifestCheckRun.ts`: the manifest check figures alone, the same ones `npm run bench` reports.
import { manifestCheckBench } from './manifestCheck';

const node = manifestCheckBench();
console.table({
  [`manifest check ${node.bills} B/Ls × ${node.items} items, Node (ms) vs bare loop over every field`]: {
    value: node.medianMs,
    baseline: node.baselineMedianMs,
    ratio: node.ratio,
  },
});
