import type { FastifyInstance } from 'fastify';
import {
  MANIFEST_FILINGS,
  type ManifestConfig,
  ManifestConfigSchema,
  type ManifestRemarkRow,
  ManifestRemarkSchema,
  manifestSetupCalls as C,
  REMARK_USES,
  SFT_SCOPES,
  type SftTemplateRow,
  SftTemplateRowSchema,
} from '../../../src/contract/manifestSetup/calls';
import type { Db } from '../../db/types';
import { defineList } from '../../http/lists';
import { sendOutcome } from '../../http/outcome';
import { configListBase } from './configRepository';
import { configManifests, deleteManifestConfig, getManifestConfig, manifestConfigLog, saveManifestConfig } from './configService';
import { remarkListBase } from './remarkRepository';
import { deleteManifestRemark, manifestRemarkLog, saveManifestRemark } from './remarkService';
import { sftListBase } from './sftRepository';
import { deleteSftTemplate, getSftTemplate, saveSftTemplate, sftTemplateLog } from './sftService';
import { route } from '../../http/route';

const iso = (v: unknown) => new Date(v as string).toISOString();
const yes = (b: boolean, lang: 'zh' | 'en') => (lang === 'zh' ? (b ? '是' : '否') : b ? 'yes' : 'no');

/** The setup's calls (operations.md §7.4): three paged lists with their Excel exports, and Get/Save/Delete/Log. */
export function manifestSetupRoutes(fastify: FastifyInstance, db: Db): void {
  route(fastify, C.sftTemplateGet, async ({ actor, input }, r) => sendOutcome(r, await getSftTemplate(db, actor, input.Id)));
  route(fastify, C.sftTemplateLog, async ({ actor, input }, r) => sendOutcome(r, await sftTemplateLog(db, actor, input.Id)));
  route(fastify, C.sftTemplateSave, async ({ actor, input }, r) => sendOutcome(r, await saveSftTemplate(db, actor, input)));
  route(fastify, C.sftTemplateDelete, async ({ actor, input }, r) => sendOutcome(r, await deleteSftTemplate(db, actor, input)));
  route(fastify, C.manifestConfigGet, async ({ actor, input }, r) => sendOutcome(r, await getManifestConfig(db, actor, input.Id)));
  route(fastify, C.manifestConfigLog, async ({ actor, input }, r) => sendOutcome(r, await manifestConfigLog(db, actor, input.Id)));
  route(fastify, C.manifestConfigManifests, async ({ actor, input }, r) => sendOutcome(r, await configManifests(db, actor, input.Id)));
  route(fastify, C.manifestConfigSave, async ({ actor, input }, r) => sendOutcome(r, await saveManifestConfig(db, actor, input)));
  route(fastify, C.manifestConfigDelete, async ({ actor, input }, r) => sendOutcome(r, await deleteManifestConfig(db, actor, input)));
  route(fastify, C.manifestRemarkLog, async ({ input }, r) => sendOutcome(r, await manifestRemarkLog(db, input.Id)));
  route(fastify, C.manifestRemarkSave, async ({ actor, input }, r) => sendOutcome(r, await saveManifestRemark(db, actor, input)));
  route(fastify, C.manifestRemarkDelete, async ({ actor, input }, r) => sendOutcome(r, await deleteManifestRemark(db, actor, input)));

  // staff see every company's templates (a company column and filter); a customer its own
  defineList<SftTemplateRow & { UpdatedAt: unknown }, SftTemplateRow>(fastify, db, {
    path: C.sftTemplateList.path,
    item: SftTemplateRowSchema,
    access: C.sftTemplateList.access,
    exportAccess: C.sftTemplateList.access,
    title: 'manifest-party-templates',
    base: sftListBase,
    columns: [
      { key: 'SFT_NAME', filter: 'text', sortable: true, notNull: true },
      { key: 'SFT_SCOPE', filter: 'exact', values: SFT_SCOPES, notNull: true },
      { key: 'CompanyName', filter: 'text', sortable: true, notNull: true },
      { key: 'ShipperName', filter: 'text', sortable: true, notNull: true },
      { key: 'ConsigneeName', filter: 'text', sortable: true, notNull: true },
      { key: 'ShipperCode', filter: 'text', notNull: true },
      { key: 'ConsigneeCode', filter: 'text', notNull: true },
      { key: 'UpdatedAt', sortable: true, notNull: true },
    ],
    order: 'lower(t."SFT_NAME"), t."Id"',
    present: (row) => ({ ...row, UpdatedAt: iso(row.UpdatedAt) }),
    sheet: [
      { header: '模板名称 Template', value: (r) => r.SFT_NAME, width: 28 },
      { header: '所属公司 Company', value: (r) => r.CompanyName, width: 30 },
      { header: '用途 Scope', value: (r) => r.SFT_SCOPE, width: 10 },
      { header: '发货人 Shipper', value: (r) => r.ShipperName, width: 30 },
      { header: '发货人代码 Shipper code', value: (r) => r.ShipperCode, width: 26 },
      { header: '收货人 Consignee', value: (r) => r.ConsigneeName, width: 30 },
      { header: '收货人代码 Consignee code', value: (r) => r.ConsigneeCode, width: 26 },
      { header: '通知人 Notify', value: (r) => r.NotifyName, width: 30 },
      { header: '更新人 Updated by', value: (r) => r.UpdatedBy, width: 12 },
      { header: '更新时间 Updated', value: (r) => r.UpdatedAt, width: 20 },
    ],
  });

  defineList<ManifestConfig & { UpdatedAt: unknown }, ManifestConfig>(fastify, db, {
    path: C.manifestConfigList.path,
    item: ManifestConfigSchema,
    access: C.manifestConfigList.access,
    exportAccess: C.manifestConfigList.access,
    title: 'manifest-configurations',
    base: () => ({ sql: configListBase, params: [] }),
    columns: [
      { key: 'MCF_FILING', filter: 'exact', values: MANIFEST_FILINGS, sortable: true, notNull: true },
      // the platform's rows have no company: the name is found among the companies (their trigram index)
      {
        key: 'CompanyName',
        filter: 'text',
        sortable: true,
        notNull: true,
        contains: (param) => `t."CompanyId" in (select id from company_directory where name_zh ilike ${param})`,
      },
      { key: 'MCF_CARRIER', filter: 'exact', sortable: true, notNull: true },
      { key: 'MCF_LOADING_CODE', filter: 'exact', sortable: true, notNull: true },
      { key: 'MCF_CHANNEL', filter: 'exact', sortable: true, notNull: true },
      { key: 'MCF_DEADLINE_HOURS', sortable: true, notNull: true },
      { key: 'UpdatedAt', sortable: true, notNull: true },
    ],
    // the platform's defaults first, then by company, filing and from the least specific to the most
    order: 't."CompanyId" nulls first, t."CompanyName", t."MCF_FILING", t."MCF_CARRIER", t."MCF_LOADING_CODE", t."Id"',
    present: (row) => ({ ...row, UpdatedAt: iso(row.UpdatedAt) }),
    sheet: [
      { header: '公司 Company', value: (r, lang) => r.CompanyName || (lang === 'zh' ? '平台默认' : 'Platform default'), width: 30 },
      { header: '申报类型 Filing', value: (r) => r.MCF_FILING, width: 12 },
      { header: '船公司 Carrier', value: (r) => r.MCF_CARRIER || '*', width: 8 },
      { header: '装货港 Port of loading', value: (r) => r.MCF_LOADING_CODE || '*', width: 10 },
      { header: '申报海关 Customs', value: (r) => r.MCF_CUSTOMS_CODE, width: 8 },
      { header: '传输人代码 Sender code', value: (r) => r.MCF_SENDER_CODE, width: 18 },
      { header: '通道 Channel', value: (r) => r.MCF_CHANNEL, width: 12 },
      { header: '截止（装船前小时）Deadline hours', value: (r) => r.MCF_DEADLINE_HOURS, width: 10 },
      { header: '需审核 Verify', value: (r, lang) => yes(r.MCF_REQUIRE_VERIFY, lang), width: 8 },
      { header: '自动发送 Auto-send', value: (r, lang) => yes(r.MCF_AUTO_SEND, lang), width: 8 },
      { header: '需与SI一致 SI match', value: (r, lang) => yes(r.MCF_REQUIRE_SI_MATCH, lang), width: 8 },
      { header: '需收货人联系人 Contact', value: (r, lang) => yes(r.MCF_REQUIRE_CONTACT, lang), width: 8 },
      { header: '签发须分单舱单被海关接受 House manifest accepted first', value: (r, lang) => yes(r.MCF_REQUIRE_HOUSE, lang), width: 10 },
      { header: '启用 Enabled', value: (r, lang) => yes(r.MCF_ENABLED, lang), width: 8 },
      { header: '更新时间 Updated', value: (r) => r.UpdatedAt, width: 20 },
    ],
  });

  defineList<ManifestRemarkRow & { UpdatedAt: unknown }, ManifestRemarkRow>(fastify, db, {
    path: C.manifestRemarkList.path,
    item: ManifestRemarkSchema,
    access: C.manifestRemarkList.access,
    exportAccess: C.manifestRemarkList.access,
    title: 'manifest-remarks',
    base: () => ({ sql: remarkListBase, params: [] }),
    columns: [
      { key: 'MRK_USE', filter: 'exact', values: REMARK_USES, sortable: true, notNull: true },
      { key: 'MRK_CODE', filter: 'text', sortable: true, notNull: true },
      { key: 'MRK_TEXT_ZH', filter: 'text', notNull: true },
      { key: 'MRK_TEXT_EN', filter: 'text', notNull: true },
      { key: 'MRK_SORT', sortable: true, notNull: true },
    ],
    order: 't."MRK_USE", t."MRK_SORT", t."MRK_CODE"',
    present: (row) => ({ ...row, UpdatedAt: iso(row.UpdatedAt) }),
    sheet: [
      { header: '用途 Use', value: (r) => r.MRK_USE, width: 16 },
      { header: '代码 Code', value: (r) => r.MRK_CODE, width: 10 },
      { header: '中文 Chinese', value: (r) => r.MRK_TEXT_ZH, width: 40 },
      { header: '英文 English', value: (r) => r.MRK_TEXT_EN, width: 50 },
      { header: '排序 Sort', value: (r) => r.MRK_SORT, width: 6 },
      { header: '启用 Enabled', value: (r, lang) => yes(r.MRK_ENABLED, lang), width: 8 },
    ],
  });
}
