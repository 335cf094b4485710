import type { Bilingual } from '../../i18n/bilingual';
import { towerWords as w } from './words';

const MINUTE = 60_000;

/** When an exception falls due, as a countdown in words ("还剩 5 小时 3 分" / "2 h 10 min overdue"); none said: "no deadline". */
export function dueInWords(dueAt: string | null, now = Date.now()): Bilingual & { past: boolean } {
  if (!dueAt) return { ...w.noDue, past: false };
  const ms = Date.parse(dueAt) - now;
  const minutes = Math.floor(Math.abs(ms) / MINUTE);
  const parts = [Math.floor(minutes / 1440), Math.floor((minutes % 1440) / 60), minutes % 60] as const;
  return { ...(ms < 0 ? w.overdue(...parts) : w.dueIn(...parts)), past: ms < 0 };
}

/** How long the oldest item of a queue has waited ("已等 2 天 3 小时"). */
export function waitedInWords(since: string, now = Date.now()): Bilingual {
  const hours = Math.max(0, Math.floor((now - Date.parse(since)) / 3_600_000));
  return w.since(Math.floor(hours / 24), hours % 24);
}
