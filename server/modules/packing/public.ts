export { gateInPackingLists } from './gateIn';
export { publishPackingChanged } from './live';
/** A packing list's goods lines in their order (e-packing sends them to the terminal). */
export { linesOf as packingLinesOf } from './lineRepository';
export type { StoredLine as PackingLinesRow } from './repository';
/** An acknowledged unpack opens the packing list again (e-packing's terminal answer). */
export { reopenPackingList } from './repository';
/** A booking's packing figures per container (packages, gross kg), for the customs manifest's container check. */
export { packingFiguresOfBooking } from './figuresRepository';
