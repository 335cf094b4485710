import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { BOOKING_ACCESS as A, BOOKING_PATHS as P } from '../../../src/contract/booking/module';
import {
  type BookingTemplateRow,
  BookingTemplateRowSchema,
  type PartyTemplate,
  PartyTemplateSchema,
  templateCalls as C,
} from '../../../src/contract/booking/templates';
import { type CallInput, routeOf } from '../../../src/contract/call';
import { PARTY_ROLES } from '../../../src/domain/booking/templates';
import type { Db } from '../../db/types';
import { defineList } from '../../http/lists';
import { sendOutcome } from '../../http/outcome';
import { bookingTemplateListBase, partyTemplateListBase } from './templateRepository';
import { deleteTemplate, readBookingTemplate, readPartyTemplate, saveBookingTemplate, savePartyTemplate } from './templateService';

const iso = (v: unknown) => new Date(v as string).toISOString();

/** The template calls (commercial.md §6.3): the two paged lists with their Excel exports, and Get, Save, Delete of each. */
export function templateRoutes(fastify: FastifyInstance, db: Db): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(C.bookingTemplateGet.path, routeOf(C.bookingTemplateGet), async (q, r) =>
    sendOutcome(r, await readBookingTemplate(db, q.actor!, (q.query as CallInput<typeof C.bookingTemplateGet>).Id)),
  );
  app.post(C.bookingTemplateSave.path, routeOf(C.bookingTemplateSave), async (q, r) =>
    sendOutcome(r, await saveBookingTemplate(db, q.actor!, q.body as CallInput<typeof C.bookingTemplateSave>)),
  );
  app.post(C.bookingTemplateDelete.path, routeOf(C.bookingTemplateDelete), async (q, r) =>
    sendOutcome(r, await deleteTemplate(db, q.actor!, 'booking_templates', q.body as CallInput<typeof C.bookingTemplateDelete>)),
  );
  app.get(C.partyTemplateGet.path, routeOf(C.partyTemplateGet), async (q, r) =>
    sendOutcome(r, await readPartyTemplate(db, q.actor!, (q.query as CallInput<typeof C.partyTemplateGet>).Id)),
  );
  app.post(C.partyTemplateSave.path, routeOf(C.partyTemplateSave), async (q, r) =>
    sendOutcome(r, await savePartyTemplate(db, q.actor!, q.body as CallInput<typeof C.partyTemplateSave>)),
  );
  app.post(C.partyTemplateDelete.path, routeOf(C.partyTemplateDelete), async (q, r) =>
    sendOutcome(r, await deleteTemplate(db, q.actor!, 'party_templates', q.body as CallInput<typeof C.partyTemplateDelete>)),
  );

  // the company's own templates only, whoever asks (staff too: a staff member's templates are the platform's)
  defineList<BookingTemplateRow & { UpdatedAt: unknown }, BookingTemplateRow>(app, db, {
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
  defineList<PartyTemplate & { UpdatedAt: unknown }, PartyTemplate>(app, db, {
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
