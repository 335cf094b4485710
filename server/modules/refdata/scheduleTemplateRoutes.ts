import type { FastifyInstance } from 'fastify';
import { ScheduleTemplateRowSchema, type ScheduleTemplateRow } from '../../../src/contract/refdata/listItems';
import { REFDATA_ACCESS as A, REFDATA_PATHS as P } from '../../../src/contract/refdata/module';
import { scheduleCalls as S } from '../../../src/contract/refdata/scheduleCalls';
import { notationEn, notationZh, parseNotation } from '../../../src/domain/refdata/scheduleTemplates';
import type { Db } from '../../db/types';
import { defineImport } from '../../http/imports';
import { defineList } from '../../http/lists';
import { sendOutcome } from '../../http/outcome';
import type { LiveHub } from '../../live/hub';
import { sheetFields } from './masterOutcome';
import { masterRoutes } from './masterRoutes';
import { previewTemplate, scheduleTemplateRows } from './scheduleTemplateService';
import { route } from '../../http/route';

type TemplateQueryRow = Omit<ScheduleTemplateRow, 'Id'> & { Id: string };

/**
 * Schedule templates (`/SeaFreight/FreightManagement/SailScheduleTemplate`, commercial.md §1.1
 * ScheduleTemplate, §1.3 ScheduleTemplate/Preview): the weekly pattern ("截二开四") rates and ready
 * space state instead of a vessel, optionally bound to a carrier, a service and a POL, previewing the
 * next four sailings. Names are unique; the weekdays are ISO.
 */
export function scheduleTemplateRoutes(fastify: FastifyInstance, db: Db, hub: LiveHub): void {
  defineList<TemplateQueryRow, ScheduleTemplateRow>(fastify, db, {
    path: P.scheduleTemplateList,
    item: ScheduleTemplateRowSchema,
    access: A.scheduleTemplateRead,
    exportAccess: A.scheduleTemplateRead,
    title: 'schedule-templates',
    base: () => ({
      sql: `select id as "Id", name as "Name", coalesce(carrier_code, '') as "CarrierCode", coalesce(service_code, '') as "ServiceCode",
              coalesce(pol_code, '') as "PolCode", coalesce(via_code, '') as "ViaCode", cut_off_weekdays as "CutOffWeekdays",
              etd_weekdays as "EtdWeekdays", transit_days as "TransitDays", remarks as "Remarks", status as "Status", version as "Version",
              -- written by present() from the weekdays (one notation, src/domain/refdata/scheduleTemplates.ts)
              '' as "Notation", '' as "NotationEn"
            from schedule_templates`,
      params: [],
    }),
    columns: [
      { key: 'Name', filter: 'text', sortable: true },
      { key: 'CarrierCode', filter: 'exact', sortable: true },
      { key: 'PolCode', filter: 'exact', sortable: true },
      { key: 'TransitDays', sortable: true },
      { key: 'Status', filter: 'exact', values: ['ACTIVE', 'DISABLED'] },
    ],
    order: 't."Name"',
    present: (r) => ({
      ...r,
      Id: Number(r.Id),
      CutOffWeekdays: r.CutOffWeekdays.map(Number),
      EtdWeekdays: r.EtdWeekdays.map(Number),
      Notation: notationZh(r.CutOffWeekdays.map(Number), r.EtdWeekdays.map(Number)),
      NotationEn: notationEn(r.CutOffWeekdays.map(Number), r.EtdWeekdays.map(Number)),
    }),
    sheet: [
      { header: '名称 Name', value: (r) => r.Name, width: 24 },
      { header: '船期 Pattern', value: (r) => r.Notation, width: 12 },
      { header: '船公司 Carrier', value: (r) => r.CarrierCode, width: 8 },
      { header: '航线代码 Service', value: (r) => r.ServiceCode, width: 10 },
      { header: '起运港 POL', value: (r) => r.PolCode, width: 8 },
      { header: '中转港 Via', value: (r) => r.ViaCode, width: 8 },
      { header: '航程(天) Transit days', value: (r) => r.TransitDays, width: 10 },
      { header: '备注 Remarks', value: (r) => r.Remarks, width: 30 },
    ],
  });

  const rows = scheduleTemplateRows(db, hub);

  defineImport(
    fastify,
    db,
    rows.importSpec(
      `${P.scheduleTemplateList}/Import`,
      A.scheduleTemplateEdit,
      sheetFields([
        { key: 'Name', header: '名称 Name', required: true },
        { key: 'Pattern', header: '船期 Pattern', required: true },
        { key: 'CarrierCode', header: '船公司 Carrier' },
        { key: 'ServiceCode', header: '航线代码 Service' },
        { key: 'PolCode', header: '起运港 POL' },
        { key: 'ViaCode', header: '中转港 Via' },
        { key: 'TransitDays', header: '航程(天) Transit days', required: true },
        { key: 'Remarks', header: '备注 Remarks' },
      ]),
      (c) => {
        const pattern = parseNotation(c.Pattern!);
        if (!pattern) throw new Error(`Pattern ${c.Pattern} is not written like 截二开四`);
        const transit = Number(c.TransitDays);
        if (!Number.isInteger(transit) || transit < 0 || transit > 90)
          throw new Error(`TransitDays ${c.TransitDays} is not a whole number of days from 0 to 90`);
        return {
          Name: c.Name!,
          CutOffWeekdays: pattern.cutOffWeekdays,
          EtdWeekdays: pattern.etdWeekdays,
          TransitDays: transit,
          CarrierCode: c.CarrierCode,
          ServiceCode: c.ServiceCode,
          PolCode: c.PolCode,
          ViaCode: c.ViaCode,
          Remarks: c.Remarks,
        };
      },
    ),
  );
  masterRoutes(fastify, rows, S.template);

  route(fastify, S.templatePreview, async ({ input }, r) => {
    const { Id, From } = input;
    return sendOutcome(r, await previewTemplate(db, Id, From));
  });
}
