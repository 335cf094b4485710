/** The end of a day (a date column) in the desk's zone, as ISO text: what a validity's countdown runs to. */
export const endOfDayIso = (col: string) => `to_json((${col} + 1)::timestamp at time zone 'Asia/Shanghai')#>>'{}'`;
/** A timestamp column as ISO text. */
export const iso = (col: string) => `to_json(${col})#>>'{}'`;

export { cardFigures } from './cardFiguresRepository';
