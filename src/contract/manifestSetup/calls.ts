import { Type, type Static } from '@sinclair/typebox';
import { defineCall } from '../call';
import { id, listCallOf, nullable, strict, text, textOf } from '../schema';
import { MANIFEST_SETUP_ACCESS as A, MANIFEST_SETUP_PATHS as P } from './module';
import { PartyBlockSchema } from './party';

/**
 * The setup's calls (operations.md §7.4): templates, configurations and remarks, each with a paged
 * list (and its Excel export at `…/List/Export`), Save naming the version it read (400 STALE when
 * it moved on) and Delete. Field names are the tables' in upper case (MCF_CARRIER …).
 */

export const MANIFEST_FILINGS = ['CN_EXPORT', 'CN_IMPORT', 'US_AMS', 'US_ISF', 'EU_ENS', 'JP_AFR'] as const;
export type ManifestFiling = (typeof MANIFEST_FILINGS)[number];
export const SFT_SCOPES = ['BOOKING', 'MANIFEST', 'BOTH'] as const;
export const REMARK_USES = ['REJECT_REASON', 'MANIFEST_REMARK', 'CHANGE_REASON'] as const;
export type RemarkUse = (typeof REMARK_USES)[number];

const version = Type.Integer({ minimum: 1 });
const byId = strict({ Id: id });
const deleteInput = strict({ Id: id, Version: version });
const saved = Type.Object({ Id: Type.Integer(), Version: Type.Integer() });
/** A saved row's history (doc_events), newest first. */
export const SetupLogSchema = Type.Array(
  Type.Object({ At: Type.String(), ActorName: Type.String(), Type: Type.String(), Detail: Type.Record(Type.String(), Type.Unknown()) }),
);
export type SetupLog = Static<typeof SetupLogSchema>;

/** A manifest sent under a filing configuration (its transmissions record the one each send resolved), last sent first. */
export const ConfigManifestSchema = Type.Object({
  Id: Type.Integer(),
  MFT_NO: Type.String(),
  MFT_MBL_NO: Type.String(),
  MFT_HBL_NO: Type.String(),
  MFT_STATUS: Type.Integer(),
  MFT_STAGE: Type.String(),
  CompanyName: Type.String(),
  /** When its last message under this configuration was queued. */
  SentAt: Type.String(),
});
export type ConfigManifest = Static<typeof ConfigManifestSchema>;

// ── SFT templates ─────────────────────────────────────────────────────────────────────────────

export const SftTemplateSchema = Type.Object({
  Id: Type.Integer(),
  CompanyId: Type.Integer(),
  CompanyName: Type.String(),
  SFT_NAME: Type.String(),
  SFT_SCOPE: textOf(SFT_SCOPES),
  Shipper: PartyBlockSchema,
  Consignee: PartyBlockSchema,
  Notify: PartyBlockSchema,
  UpdatedBy: Type.String(),
  UpdatedAt: Type.String(),
  Version: Type.Integer(),
});
export type SftTemplate = Static<typeof SftTemplateSchema>;

/** A row of the template list: each block's name and code at a glance. */
export const SftTemplateRowSchema = Type.Object({
  Id: Type.Integer(),
  CompanyId: Type.Integer(),
  CompanyName: Type.String(),
  SFT_NAME: Type.String(),
  SFT_SCOPE: Type.String(),
  ShipperName: Type.String(),
  ShipperCode: Type.String(),
  ConsigneeName: Type.String(),
  ConsigneeCode: Type.String(),
  NotifyName: Type.String(),
  UpdatedBy: Type.String(),
  UpdatedAt: Type.String(),
  Version: Type.Integer(),
});
export type SftTemplateRow = Static<typeof SftTemplateRowSchema>;

export const SftTemplateSaveSchema = strict({
  Id: Type.Optional(id),
  Version: Type.Optional(version),
  /** Staff may keep a template for a customer company; a customer's own company whatever it sends. */
  CompanyId: Type.Optional(id),
  SFT_NAME: text(70, 1),
  SFT_SCOPE: textOf(SFT_SCOPES),
  Shipper: PartyBlockSchema,
  Consignee: PartyBlockSchema,
  Notify: PartyBlockSchema,
});
export type SftTemplateSave = Static<typeof SftTemplateSaveSchema>;

// ── filing configurations ────────────────────────────────────────────────────────────────────

const configFields = {
  MCF_FILING: textOf(MANIFEST_FILINGS),
  /** Empty: any carrier. */
  MCF_CARRIER: text(10),
  /** UN/LOCODE of the loading port; empty: any port. */
  MCF_LOADING_CODE: Type.String({ pattern: '^([A-Za-z]{2}[A-Za-z2-9]{3})?$' }),
  /** 4-digit China customs office code (关区代码), or empty. */
  MCF_CUSTOMS_CODE: Type.String({ pattern: '^([0-9]{4})?$' }),
  MCF_SENDER_CODE: text(35),
  MCF_CHANNEL: text(30, 1),
  MCF_DEADLINE_HOURS: Type.Integer({ minimum: 0, maximum: 240 }),
  MCF_REQUIRE_VERIFY: Type.Boolean(),
  MCF_AUTO_SEND: Type.Boolean(),
  MCF_REQUIRE_SI_MATCH: Type.Boolean(),
  MCF_REQUIRE_CONTACT: Type.Boolean(),
  /** hbl.issue: a house B/L on a route this filing covers is issued only once its house-level manifest is accepted. */
  MCF_REQUIRE_HOUSE: Type.Boolean(),
  MCF_ENABLED: Type.Boolean(),
  MCF_REMARK: text(200),
};

export const ManifestConfigSchema = Type.Object({
  Id: Type.Integer(),
  /** null: the platform's default for every company. */
  CompanyId: nullable(Type.Integer()),
  CompanyName: Type.String(),
  ...configFields,
  UpdatedBy: Type.String(),
  UpdatedAt: Type.String(),
  Version: Type.Integer(),
});
export type ManifestConfig = Static<typeof ManifestConfigSchema>;

export const ManifestConfigSaveSchema = strict({
  Id: Type.Optional(id),
  Version: Type.Optional(version),
  CompanyId: nullable(id),
  ...configFields,
});
export type ManifestConfigSave = Static<typeof ManifestConfigSaveSchema>;

// ── remarks ──────────────────────────────────────────────────────────────────────────────────

export const ManifestRemarkSchema = Type.Object({
  Id: Type.Integer(),
  MRK_CODE: Type.String(),
  MRK_USE: textOf(REMARK_USES),
  MRK_TEXT_ZH: Type.String(),
  MRK_TEXT_EN: Type.String(),
  MRK_SORT: Type.Integer(),
  MRK_ENABLED: Type.Boolean(),
  UpdatedBy: Type.String(),
  UpdatedAt: Type.String(),
  Version: Type.Integer(),
});
export type ManifestRemarkRow = Static<typeof ManifestRemarkSchema>;

export const ManifestRemarkSaveSchema = strict({
  Id: Type.Optional(id),
  Version: Type.Optional(version),
  MRK_CODE: Type.String({ pattern: '^[0-9A-Za-z_]{1,20}$' }),
  MRK_USE: textOf(REMARK_USES),
  MRK_TEXT_ZH: text(200, 1),
  MRK_TEXT_EN: text(300, 1),
  MRK_SORT: Type.Integer({ minimum: 0, maximum: 9999 }),
  MRK_ENABLED: Type.Boolean(),
});
export type ManifestRemarkSave = Static<typeof ManifestRemarkSaveSchema>;

export const manifestSetupCalls = {
  sftTemplateList: listCallOf(P.sftTemplateList, SftTemplateRowSchema, A.sftTemplateRead),
  sftTemplateGet: defineCall({ method: 'GET', path: P.sftTemplateGet, input: byId, answer: SftTemplateSchema, access: A.sftTemplateRead }),
  sftTemplateSave: defineCall({ method: 'POST', path: P.sftTemplateSave, input: SftTemplateSaveSchema, answer: saved, access: A.sftTemplateEdit }),
  sftTemplateDelete: defineCall({
    method: 'POST',
    path: P.sftTemplateDelete,
    input: deleteInput,
    answer: Type.Object({ Id: Type.Integer() }),
    access: A.sftTemplateEdit,
  }),
  sftTemplateLog: defineCall({ method: 'GET', path: P.sftTemplateLog, input: byId, answer: SetupLogSchema, access: A.sftTemplateRead }),
  manifestConfigList: listCallOf(P.manifestConfigList, ManifestConfigSchema, A.manifestConfigRead),
  manifestConfigGet: defineCall({ method: 'GET', path: P.manifestConfigGet, input: byId, answer: ManifestConfigSchema, access: A.manifestConfigRead }),
  manifestConfigSave: defineCall({ method: 'POST', path: P.manifestConfigSave, input: ManifestConfigSaveSchema, answer: saved, access: A.manifestConfigEdit }),
  manifestConfigDelete: defineCall({
    method: 'POST',
    path: P.manifestConfigDelete,
    input: deleteInput,
    answer: Type.Object({ Id: Type.Integer() }),
    access: A.manifestConfigEdit,
  }),
  manifestConfigLog: defineCall({ method: 'GET', path: P.manifestConfigLog, input: byId, answer: SetupLogSchema, access: A.manifestConfigRead }),
  /** The manifests sent under the configuration (the manifest module reads them: server/modules/manifestSetup/sentUnder.ts). */
  manifestConfigManifests: defineCall({
    method: 'GET',
    path: P.manifestConfigManifests,
    input: byId,
    answer: Type.Array(ConfigManifestSchema),
    access: A.manifestConfigRead,
  }),
  manifestRemarkList: listCallOf(P.manifestRemarkList, ManifestRemarkSchema, A.manifestRemarkRead),
  manifestRemarkLog: defineCall({ method: 'GET', path: P.manifestRemarkLog, input: byId, answer: SetupLogSchema, access: A.manifestRemarkHistory }),
  manifestRemarkSave: defineCall({ method: 'POST', path: P.manifestRemarkSave, input: ManifestRemarkSaveSchema, answer: saved, access: A.manifestRemarkEdit }),
  manifestRemarkDelete: defineCall({
    method: 'POST',
    path: P.manifestRemarkDelete,
    input: deleteInput,
    answer: Type.Object({ Id: Type.Integer() }),
    access: A.manifestRemarkEdit,
  }),
} as const;
