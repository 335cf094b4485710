import { Type } from '@sinclair/typebox';
import { id, intOf, nullable, strict, text } from '../schema';
import { ENT_STATUSES, SUP_STATUSES } from '../../domain/entryOrder/status';

/** The pieces the entry order calls' schemas share (calls.ts): versions, ids, times, codes. */

export const version = Type.Integer({ minimum: 1 });
export const byId = strict({ Id: id });
export const cgoId = text(60, 1);
export const bilingual = Type.Object({ zh: Type.String(), en: Type.String() });
/** A calendar day, or empty in a draft. */
export const dayOrEmpty = Type.String({ pattern: '^(\\d{4}-\\d{2}-\\d{2})?$' });
/** A time: ISO 8601, with its offset (2026-05-01T18:00:00+08:00). */
export const dateTime = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,6})?)?(Z|[+-]\\d{2}:\\d{2})$' });
/** A day (the last free day) or a time (a milestone). */
export const dayOrTime = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,6})?)?(Z|[+-]\\d{2}:\\d{2}))?$' });
/** UN/LOCODE, or empty in a draft. */
export const locode = Type.String({ pattern: '^([A-Z]{2}[A-Z2-9]{3})?$' });
export const entStatus = intOf(ENT_STATUSES);
export const supStatus = intOf(SUP_STATUSES);
export const nullableText = () => nullable(Type.String());
export const ok = Type.Object({ Id: Type.Integer() });
