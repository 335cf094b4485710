import type { Queryable } from '../../db/types';

/** The radar's demo: its signals are derived from the owners' demo records (see docs/modules/radar.md); nothing of its own to lay down yet. */
export async function seedDemoRadar(_tx: Queryable): Promise<void> {}
