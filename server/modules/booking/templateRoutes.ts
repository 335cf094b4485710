import type { FastifyInstance } from 'fastify';
import { BOOKING_ACCESS as A, BOOKING_PATHS as P } from '../../../src/contract/booking/module';
import {
  type BookingTemplateRow,
  BookingTemplateRowSchema,
  type PartyTemplate,
  PartyTemplateSchema,
  templateCalls as C,
} from '../../../src/contract/booking/templates';
import { PARTY_ROLES } from '../../../src/domain/booking/templates';
import type { Db } from '../../db/types';
import { defineList } from '../../http/lists';
import { sendOutcome } from '../../http/outcome';
import { bookingTemplateListBase, partyTemplateListBase } from './templateRepository';
import { deleteTemplate, readBookingTemplate, readPartyTemplate, saveBookingTemplate, savePartyTemplate } from './templateService';
import { route } from '../../http/route';

const iso = (v: unknown) => new Date(v as string).toISOString();

/** The template calls (commercial.md §6.3): the two paged lists with their Excel exports, and Get, Save, Delete of each. */
export function templateRoutes(fastify: FastifyInstance, db: Db): void {
  route(fastify, C.bookingTemplateGet, async ({ actor, input }, r) => sendOutcome(r, await readBookingTemplate(db, actor, input.Id)));
  route(fastify, C.bookingTemplateSave, async ({ actor, input }, r) => sendOutcome(r, await saveBookingTemplate(db, actor, input)));
  route(fastify, C.bookingTemplateDelete, async ({ actor, input }, r) => sendOutcome(r, await deleteTemplate(db, actor, 'booking_templates', input)));
  route(fastify, C.partyTemplateGet, async ({ actor, input }, r) => sendOutcome(r, await readPartyTemplate(db, actor, input.Id)));
  route(fastify, C.partyTemplateSave, async ({ actor, input }, r) => sendOutcome(r, await savePartyTemplate(db, actor, input)));
  route(fastify, C.partyTemplateDelete, async ({ actor, input }, r) => sendOutcome(r, await deleteTemplate(db, actor, 'party_templates', input)));

  // the company's own templates only, whoever asks (staff too: a staff member's templates are the platform's)
  defineList<BookingTemplateRow & { UpdatedAt: unknown }, BookingTemplateRow>(fastify, db, {
    path: P.bookingTemplateList,
    item: BookingTemplateRowSchema,
    access: A.templateRead,
    exportAccess: A.templateRead,
    title: 'booking-templates',
    base: bookingTemplateListBase,
    columns: [
      { key: 'Name', filter: 'text', sortable: true, notNull: true },
      { key: 'CarrierCode', filter: 'exact', sortable: true, notNull: true },
      { key: 'PolCode', filter: 'exact', sortable: true, notNull: true },
      { key: 'PodCode', filter: 'exact', sortable: true, notNull: true },
      { key: 'UpdatedAt', sortable: true, notNull: true },
    ],
    order: 'lower(t."Name"), t."Id"',
    present: (row) => ({ ...row, UpdatedAt: iso(row.UpdatedAt) }),
    sheet: [
      { header: '模板名称 Template', value: (r) => r.Name, width: 30 },
      { header: '船公司 Carrier', value: (r) => r.CarrierCode, width: 8 },
      { header: '起运港 POL', value: (r) => r.PolCode, width: 8 },
      { header: '目的港 POD', value: (r) => r.PodCode, width: 8 },
      { header: '箱型箱量 Equipment', value: (r) => r.Equipment, width: 16 },
      { header: '品名 Commodity', value: (r) => r.Commodity, width: 40 },
      { header: '更新时间 Updated', value: (r) => r.UpdatedAt, width: 20 },
    ],
  });
  defineList<PartyTemplate & { UpdatedAt: unknown }, PartyTemplate>(fastify, db, {
    path: P.partyTemplateList,
    item: PartyTemplateSchema,
    access: A.partyTemplateRead,
    exportAccess: A.partyTemplateRead,
    title: 'party-templates',
    base: partyTemplateListBase,
    columns: [
      { key: 'Name', filter: 'text', sortable: true, notNull: true },
      { key: 'Role', filter: 'exact', values: PARTY_ROLES, notNull: true },
      { key: 'UpdatedAt', sortable: true, notNull: true },
    ],
    order: 't."Role", lower(t."Name"), t."Id"',
    present: (row) => ({ ...row, UpdatedAt: iso(row.UpdatedAt) }),
    sheet: [
      { header: '类型 Role', value: (r) => r.Role, width: 10 },
      { header: '名称 Name', value: (r) => r.Name, width: 36 },
      { header: '地址 Address', value: (r) => r.Address, width: 40 },
      { header: '联系人 Contact', value: (r) => r.Contact, width: 14 },
      { header: '电话 Phone', value: (r) => r.Phone, width: 16 },
      { header: '邮箱 E-mail', value: (r) => r.Email, width: 24 },
      { header: '税号 Tax id', value: (r) => r.TaxId, width: 20 },
      { header: '国家 Country', value: (r) => r.CountryCode, width: 8 },
      { header: '提单显示 B/L text', value: (r) => r.BlText, width: 40 },
    ],
  });
}
