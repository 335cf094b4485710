import type { FastifyInstance } from 'fastify';
import { CRM_ACCESS as A, CRM_PATHS as P } from '../../../src/contract/crm/module';
import type { Db } from '../../db/types';
import { defineImport } from '../../http/imports';
import { insertLead, type LeadFields } from './leadRepository';
import { crmEvent } from './ownerRepository';
import { viewerOf } from './scope';
import { duplicateWords, findDuplicates } from './useCases/duplicates';
import { leadFields } from './useCases/leads';

/** Leads from an Excel sheet (§7.4 CustomerLeads): a preview with the row report first, then the rows taken. */
export function leadImportRoute(app: FastifyInstance, db: Db): void {
  // leads from a sheet: each row checked as a saved lead is, plus the duplicate check against the customers (R7.1)
  defineImport<LeadFields>(app, db, {
    path: P.crmLeadImport,
    access: A.crmLeadImport,
    fields: [
      { key: 'CompanyName', headers: ['公司名称 Company', '公司名称', 'Company'], required: true },
      { key: 'ContactName', headers: ['联系人 Contact', '联系人', 'Contact'] },
      { key: 'Phone', headers: ['电话 Phone', '电话', '手机', 'Phone'] },
      { key: 'Email', headers: ['邮箱 E-mail', '邮箱', 'E-mail', 'Email'] },
      { key: 'Source', headers: ['来源 Source', '来源', 'Source'], required: true },
    ],
    check: async (tx, actor, cells, lang) => {
      const f = await leadFields(
        tx,
        actor.companyId,
        {
          CompanyName: cells.CompanyName ?? '',
          ContactName: cells.ContactName,
          Phone: cells.Phone,
          Email: cells.Email,
          Source: (cells.Source ?? '').trim().toUpperCase(),
        },
        lang,
      );
      if (Array.isArray(f)) return f;
      const v = await viewerOf(db, actor);
      const [dup] = await findDuplicates(tx, v, { Name: f.companyName, Mobile: f.phone || undefined, Email: f.email || undefined });
      return dup ? [duplicateWords(v, dup)[lang]] : f;
    },
    write: async (tx, actor, f) => {
      const v = { id: actor.id, companyId: actor.companyId, manager: false };
      const id = await insertLead(tx, v, f);
      await crmEvent(tx, { companyId: actor.companyId, entity: 'LEAD', ids: [id], action: 'IMPORT', actor: actor.id });
    },
  });
}
