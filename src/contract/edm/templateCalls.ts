import { Type, type Static } from '@sinclair/typebox';
import { defineCall, Nothing } from '../call';
import { id, strict, text, textOf } from '../schema';
import { TEMPLATE_LANGUAGES } from '../../domain/edm/content';
import { BlockSchema, CampaignSchema, PreviewSchema, RateSelectionSchema } from './calls';
import { EDM_ACCESS as A, EDM_PATHS as P } from './module';

/**
 * The templates' calls (commercial.md §8.1, docs/modules/edm.md): a company's named templates —
 * subject, body blocks (rich text sanitised on the server), the lanes offered, a language. Refusals
 * are 400 with a Code (NO_UNSUBSCRIBE, STALE, TEMPLATE_IN_USE), never 409; another company's is 404.
 */
export const templateSaveInput = strict({
  Id: Type.Optional(id),
  Version: Type.Optional(Type.Integer({ minimum: 1 })),
  Name: text(100, 1),
  Subject: text(150, 1),
  Language: textOf(TEMPLATE_LANGUAGES),
  Blocks: Type.Array(BlockSchema, { minItems: 1, maxItems: 20 }),
  Rates: RateSelectionSchema,
});
export type TemplateSaveInput = Static<typeof templateSaveInput>;

export const TemplateRowSchema = Type.Object({
  Id: Type.Integer(),
  Version: Type.Integer(),
  Name: Type.String(),
  Subject: Type.String(),
  BareSubject: Type.String(),
  Language: textOf(TEMPLATE_LANGUAGES),
  Blocks: CampaignSchema.properties.Blocks,
  Rates: CampaignSchema.properties.Rates,
  /** Scheduled or sending campaigns made from it (it cannot be deleted while any). */
  InUse: Type.Integer(),
  UpdatedAt: Type.String(),
});
export type TemplateWire = Static<typeof TemplateRowSchema>;

const byId = strict({ Id: id });
const saved = Type.Object({ Id: Type.Integer(), Version: Type.Integer() });

export const edmTemplateCalls = {
  templateList: defineCall({ method: 'GET', path: P.edmTemplateList, input: strict({}), answer: Type.Array(TemplateRowSchema), access: A.edmRead }),
  templateGet: defineCall({ method: 'GET', path: P.edmTemplateGet, input: byId, answer: TemplateRowSchema, access: A.edmRead }),
  templateSave: defineCall({ method: 'POST', path: P.edmTemplateSave, input: templateSaveInput, answer: saved, access: A.edmEdit }),
  templateDuplicate: defineCall({ method: 'POST', path: P.edmTemplateDuplicate, input: byId, answer: saved, access: A.edmEdit }),
  templateDelete: defineCall({ method: 'POST', path: P.edmTemplateDelete, input: byId, answer: Nothing, access: A.edmEdit }),
  templatePreview: defineCall({
    method: 'POST',
    path: P.edmTemplatePreview,
    input: strict({ Id: id, ContactId: id }),
    answer: PreviewSchema,
    access: A.edmRead,
  }),
  templateNewCampaign: defineCall({
    method: 'POST',
    path: P.edmTemplateNewCampaign,
    input: strict({ Id: id, Name: text(100, 1) }),
    answer: saved,
    access: A.edmEdit,
  }),
};
