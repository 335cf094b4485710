import type { SiBox } from '../../contract/si';
import { containerTypeName } from './reference';

/** The box summary text (spec §3): `type*count`, one entry per box type, e.g. `40HQ*2 20GP*1`. */
export function boxSummary(boxes: readonly Pick<SiBox, 'TBX_TYPE'>[]): string {
  const counts = new Map<string, number>();
  for (const b of boxes) {
    const type = containerTypeName(b.TBX_TYPE ?? '') ?? (b.TBX_TYPE ?? '').trim().toUpperCase();
    if (type) counts.set(type, (counts.get(type) ?? 0) + 1);
  }
  return [...counts].map(([type, n]) => `${type}*${n}`).join(' ');
}

/** The SI number shown with 0 decimals (spec §9). */
export const formatSiNo = (no: number | string | null | undefined) => (no === null || no === undefined || no === '' ? '' : Number(no).toFixed(0));
