import type { FastifyInstance } from 'fastify';
import { refdataCheckWords } from '../../../src/contract/refdata/words';
import { routeOf } from '../../../src/contract/call';
import { type FieldError, fieldSays } from '../../../src/contract/envelope';
import { ScheduleTemplateRowSchema, type ScheduleTemplateRow } from '../../../src/contract/refdata/listItems';
import { REFDATA_ACCESS as A, REFDATA_PATHS as P } from '../../../src/contract/refdata/module';
import { scheduleCalls as S } from '../../../src/contract/refdata/scheduleCalls';
import { normaliseCode } from '../../../src/domain/refdata/codes';
import { isCalendarDate, todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import { notationEn, notationZh, parseNotation, previewSailings } from '../../../src/domain/refdata/scheduleTemplates';
import type { Db, Queryable } from '../../db/types';
import { defineImport } from '../../http/imports';
import { defineList } from '../../http/lists';
import type { LiveHub } from '../../live/hub';
import { masterRoutes, masterRows, sendOutcome, sheetFields } from './masterRows';

type TemplateInput = (typeof S.template.save.input)['static'];
type TemplateQueryRow = Omit<ScheduleTemplateRow, 'Id'> & { Id: string };

const weekdays = (days: readonly number[]) => [...new Set(days)].sort((a, b) => a - b);

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

  const rows = masterRows<TemplateInput>(db, hub, {
    entity: 'scheduleTemplate',
    key: 'Id',
    noun: 'schedule template',
    nounZh: '船期模板',
    table: 'schedule_templates',
    columns: {
      Name: 'name',
      CarrierCode: 'carrier_code',
      ServiceCode: 'service_code',
      PolCode: 'pol_code',
      ViaCode: 'via_code',
      CutOffWeekdays: 'cut_off_weekdays',
      EtdWeekdays: 'etd_weekdays',
      TransitDays: 'transit_days',
      Remarks: 'remarks',
    },
    identify: async (tx, i) => {
      const [found] = await tx.query<{ id: string }>('select id from schedule_templates where name = $1', [i.Name]);
      return found ? Number(found.id) : undefined;
    },
    normalise: (i) => ({
      ...i,
      Name: i.Name.trim(),
      CarrierCode: normaliseCode(i.CarrierCode ?? '') || undefined,
      ServiceCode: normaliseCode(i.ServiceCode ?? '') || undefined,
      PolCode: normaliseCode(i.PolCode ?? '') || undefined,
      ViaCode: normaliseCode(i.ViaCode ?? '') || undefined,
      CutOffWeekdays: weekdays(i.CutOffWeekdays),
      EtdWeekdays: weekdays(i.EtdWeekdays),
      Remarks: (i.Remarks ?? '').trim(),
    }),
    async check(q, i) {
      const errors: FieldError[] = [];
      if (!i.Name) errors.push({ Path: '/Name', Message: 'is empty' });
      if (i.CarrierCode && !(await q.query('select 1 from carriers where code = $1', [i.CarrierCode])).length)
        errors.push(fieldSays('/CarrierCode', refdataCheckWords.noCarrierCode(i.CarrierCode)));
      if (i.ServiceCode && !i.CarrierCode) errors.push({ Path: '/ServiceCode', Message: 'needs its carrier' });
      else if (i.ServiceCode && !(await q.query('select 1 from services where carrier_code = $1 and service_code = $2', [i.CarrierCode, i.ServiceCode])).length)
        errors.push(fieldSays('/ServiceCode', refdataCheckWords.noService(i.CarrierCode, i.ServiceCode)));
      for (const [path, code] of [
        ['/PolCode', i.PolCode],
        ['/ViaCode', i.ViaCode],
      ] as const)
        if (code && !(await q.query('select 1 from ports where code = $1', [code])).length) errors.push(fieldSays(path, refdataCheckWords.noPortCode(code)));
      if (i.PolCode && i.PolCode === i.ViaCode) errors.push({ Path: '/ViaCode', Message: 'is the POL' });
      return errors;
    },
    // rates and ready-space listings will name templates; nothing does yet
    usage: [],
  });

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

  fastify.get(S.templatePreview.path, routeOf(S.templatePreview), async (q, r) => {
    const { Id, From } = q.query as (typeof S.templatePreview.input)['static'];
    if (From && !isCalendarDate(From))
      return sendOutcome(r, {
        ok: false,
        status: 400,
        code: 'INVALID',
        message: `${From} is no calendar date.`,
        zh: `${From} 不是有效日期。`,
        errors: [{ Path: '/From', Message: 'is no calendar date' }],
      });
    const [t] = await db.query<{ cut_off_weekdays: number[]; etd_weekdays: number[]; transit_days: number }>(
      'select cut_off_weekdays, etd_weekdays, transit_days from schedule_templates where id = $1',
      [Id],
    );
    if (!t) return sendOutcome(r, { ok: false, status: 404, message: 'No such schedule template.', zh: '没有这个船期模板。' });
    const pattern = { cutOffWeekdays: t.cut_off_weekdays.map(Number), etdWeekdays: t.etd_weekdays.map(Number), transitDays: t.transit_days };
    const sailings = previewSailings(pattern, From ?? todayInShanghai());
    return sendOutcome(r, {
      ok: true,
      value: {
        Notation: notationZh(pattern.cutOffWeekdays, pattern.etdWeekdays),
        Sailings: sailings.map((s) => ({ CutOff: s.cutOff, Etd: s.etd, Eta: s.eta })),
      },
    });
  });
}

/**
 * Seed step schedule-templates-v1: the patterns a Chinese desk writes on its rate sheets (demo
 * data: a forwarder's own practice, not a carrier's published schedule). Applied once; by name.
 */
export async function seedScheduleTemplates(db: Queryable): Promise<void> {
  const seed = [
    { name: '上海欧线 截二开四', pol: 'CNSHA', cut: [2], etd: [4], transit: 30, remarks: '鹿特丹/汉堡直航' },
    { name: '宁波美西 截三开五', pol: 'CNNGB', cut: [3], etd: [5], transit: 14, remarks: '洛杉矶/长滩' },
    { name: '深圳东南亚 截一开三', pol: 'CNYTN', cut: [1], etd: [3], transit: 7, remarks: '' },
    { name: '青岛日韩 截四开六', pol: 'CNTAO', cut: [4], etd: [6], transit: 3, remarks: '' },
    { name: '上海地中海 截一四开三六', pol: 'CNSHA', cut: [1, 4], etd: [3, 6], transit: 28, remarks: '每周两班' },
  ];
  await db.query(
    `insert into schedule_templates (name, pol_code, cut_off_weekdays, etd_weekdays, transit_days, remarks)
     select x.name, p.code, x.cut, x.etd, x.transit, x.remarks
       from jsonb_to_recordset($1::jsonb) as x(name text, pol text, cut smallint[], etd smallint[], transit integer, remarks text)
       left join ports p on p.code = x.pol
     on conflict (name) do nothing`,
    [JSON.stringify(seed)],
  );
}
