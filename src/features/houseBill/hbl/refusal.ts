import { ApiError } from '../../../streams/callApi';

/** A refusal as the page shows it: its words, and the manifest to open when the bill's number waits on one (HBL_NO_FILED). */
export interface Refusal {
  message: string;
  manifest?: { no: string; href: string };
}
export function refusalOf(e: unknown): Refusal {
  const message = (e as Error).message;
  const d = e instanceof ApiError && e.code === 'HBL_NO_FILED' ? e.detail : undefined;
  return typeof d?.ManifestHref === 'string' && typeof d.ManifestNo === 'string'
    ? { message, manifest: { no: d.ManifestNo, href: d.ManifestHref } }
    : { message };
}
