import type { Bilingual } from '../../i18n/bilingual';
import { equipmentEventWords, shipmentEventWords, transportEventWords } from '../../domain/tracking/words';

const ALL: Record<string, Bilingual> = { ...equipmentEventWords, ...transportEventWords, ...shipmentEventWords };

/** A stored DCSA code in words (src/domain/tracking/words.ts); the code itself where none is written. */
export const codeWords = (code: string): Bilingual => ALL[code] ?? { zh: code, en: code };
