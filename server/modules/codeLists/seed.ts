import { SYSTEM_LISTS } from '../../../src/domain/codeLists/systemLists';
import type { Queryable } from '../../db/types';
import * as repo from './repository';

/** The SYSTEM lists of commercial.md §10.7 with their entries in order (seed step code-lists-v1, applied once). */
export async function seedSystemLists(tx: Queryable): Promise<void> {
  for (const list of SYSTEM_LISTS) {
    const id = await repo.insertList(tx, { code: list.code, nameZh: list.zh, nameEn: list.en, description: list.description }, 'SYSTEM');
    if (!id) continue; // already there: as people left it
    for (const e of list.entries) await repo.insertEntry(tx, id, { code: e.code, nameZh: e.zh, nameEn: e.en, remarks: e.remarks ?? '', active: true });
    await repo.addEvent(tx, id, null, { action: 'SEEDED' });
  }
}
