import type { Queryable } from '../../../db/types';
import { messageOwner } from '../receiptRepository';
import type { StoredManifest } from '../repository';

/** A message to the manifest's maker (a share link's submission). */
export async function tellOwner(tx: Queryable, m: StoredManifest, words: { title: string; titleEn: string }) {
  await messageOwner(tx, m.CreatedBy, { ...words, description: `${m.MFT_MBL_NO} ${m.MFT_VESSEL} ${m.MFT_VOYAGE}`, link: `/mainifest/edit?id=${m.Id}` });
}
