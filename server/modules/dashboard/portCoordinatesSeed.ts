import type { Queryable } from '../../db/types';
import { fillPortCoordinates } from '../refdata/public';
import { PORT_COORDINATES } from './portCoordinates';

/** The seed step: every known port without coordinates gets them (refdata owns the ports: it writes them). */
export const seedPortCoordinates = (tx: Queryable): Promise<void> => fillPortCoordinates(tx, PORT_COORDINATES);
