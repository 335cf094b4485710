import { containerNumberProblem } from '../si/public';

/**
 * What a visitor typed into a tracking box (operations.md §8.3 `Track?No=`): a container number
 * (ISO 6346) or a bill of lading number. Spaces, dashes and dots people copy from documents are
 * dropped and letters upper-cased, so `csqu 305438-3` is the container CSQU3054383. A number shaped
 * like a container whose check digit does not match is a typo, told as such, never looked up.
 */
export type TrackNumber =
  | { kind: 'CONTAINER'; no: string }
  | { kind: 'BL'; no: string }
  | { kind: 'INVALID'; no: string; problem: 'empty' | 'checkDigit' | 'shape' };

/** The longest reference a log row keeps (search_logs.USL_QUERY text(35)), and the longest B/L number. */
export const TRACK_NUMBER_MAX = 35;

const CONTAINER_SHAPE = /^[A-Z]{3}[UJZ]\d{7}$/;
const BL_SHAPE = /^[A-Z0-9]{4,35}$/;

export const normaliseTrackNumber = (raw: string) => raw.toUpperCase().replace(/[\s\-./]/g, '');

export function classifyTrackNumber(raw: string): TrackNumber {
  const no = normaliseTrackNumber(raw);
  if (!no) return { kind: 'INVALID', no, problem: 'empty' };
  if (CONTAINER_SHAPE.test(no)) return containerNumberProblem(no) ? { kind: 'INVALID', no, problem: 'checkDigit' } : { kind: 'CONTAINER', no };
  if (BL_SHAPE.test(no) && /\d/.test(no)) return { kind: 'BL', no };
  return { kind: 'INVALID', no: no.slice(0, TRACK_NUMBER_MAX), problem: 'shape' };
}
