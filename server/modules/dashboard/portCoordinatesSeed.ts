import type { Queryable } from '../../db/types';
import { PORT_COORDINATES } from './portCoordinates';

/** The seed step: every known port without coordinates gets them. */
export async function seedPortCoordinates(tx: Queryable): Promise<void> {
  const codes = Object.keys(PORT_COORDINATES);
  await tx.query(
    `update ports p set lon = c.lon, lat = c.lat
       from unnest($1::text[], $2::numeric[], $3::numeric[]) as c (code, lon, lat)
      where p.code = c.code and p.lon is null and p.lat is null`,
    [codes, codes.map((c) => PORT_COORDINATES[c]![0]), codes.map((c) => PORT_COORDINATES[c]![1])],
  );
}
