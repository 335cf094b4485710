import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { SiRecord } from '../../../src/contract/si';
import { firstLine, siListProjection } from '../../../src/domain/si/listProjection';
import { draftFor, onePerContainer } from '../../support/siDrafts';
import { siApp } from './siApp';

/**
 * The SI lists read columns kept beside the record (migration 023): after every write of an SI
 * (its submission, one on behalf of a customer, an edit, a decision, a deletion) those columns say
 * what the record says, and the review queue answers from them what the detail calls say.
 */
const { t, tokens, sources, body, post, get, editable } = siApp();
const STAFF = 'admin@demo.test';
const REVIEWER = 'reviewer@demo.test';

/** The columns of an SI as stored, in the projection's terms. */
async function stored(id: number) {
  const [r] = await t.db.query<Record<string, unknown>>(
    `select mbl_no, box_summary, consignor_line, consignee_line, packages, weight, volume, deadline, status, deleted, version, record from si_records where id = $1`,
    [id],
  );
  return {
    projection: {
      mblNo: r!.mbl_no,
      boxSummary: r!.box_summary,
      consignorLine: r!.consignor_line,
      consigneeLine: r!.consignee_line,
      packages: Number(r!.packages),
      weight: Number(r!.weight),
      volume: Number(r!.volume),
    },
    deadline: r!.deadline ? new Date(r!.deadline as string).toISOString().slice(0, 10) : '',
    status: Number(r!.status),
    deleted: r!.deleted as boolean,
    version: Number(r!.version),
    record: r!.record as SiRecord,
  };
}

/** One SI as the detail call answers it (platform staff see every company's). */
const detail = async (id: number) =>
  (await get(`${ENDPOINTS.siGet}?Id=${id}`, STAFF)).json().Data as SiRecord & { BoxSummary: string; NoText: string; Version: number };

/** The stored columns say what the detail call says; so does the SI's row in the review queue. */
async function expectProjected(id: number, deadline: string) {
  const si = await detail(id);
  const row = await stored(id);
  expect(row.projection).toEqual(siListProjection(si));
  expect(row).toMatchObject({ deadline, status: si.TBI_STATUS, version: si.Version, deleted: false });
  const queue = (await get(`${ENDPOINTS.siReviewQueue}?TBI_CGO_ID=${encodeURIComponent(si.TBI_CGO_ID)}&PageSize=200`, REVIEWER)).json().Data.Items as Record<
    string,
    unknown
  >[];
  expect(queue.find((q) => q.Id === id)).toMatchObject({
    TBI_NO: si.NoText,
    TBI_STATUS: si.TBI_STATUS,
    TBI_CGO_ID: si.TBI_CGO_ID,
    TBI_MBL_NO: si.TBI_MBL_NO,
    BoxSummary: si.BoxSummary,
    TBI_CONSIGNEE: firstLine(si.TBI_CONSIGNEE),
    TBI_DEADLINE: deadline,
  });
  return si;
}

describe('the columns the lists read', () => {
  it('are written with the record by a submission, an edit, a decision and a deletion', async () => {
    const s = sources['CGO-HZTX-2611-003']!;
    const drafts = onePerContainer(s).map((d, i) => ({
      ...d,
      TBI_CONSIGNEE: i ? d.TBI_CONSIGNEE : '\n  ACME TRADING GMBH  \r\nGROSSE ELBSTRASSE 145\nHAMBURG',
    }));
    const made = await post(ENDPOINTS.siAdd, body(s, drafts));
    expect(made.statusCode).toBe(200);
    const [one, two, three] = made.json().Data.Ids as number[];
    for (const id of [one!, two!, three!]) await expectProjected(id, s.DEADLINE);
    expect((await stored(one!)).projection).toMatchObject({
      consigneeLine: 'ACME TRADING GMBH',
      consignorLine: 'HANGZHOU TIANXIANG I/E CO., LTD.',
      packages: 120,
      weight: 2400.5,
      volume: 56.2,
    });

    // an edit: other parties, another box weight, the MBL number
    const record = await editable(one!);
    const box = record.Boxes[0]!;
    const edited = {
      ...record,
      TBI_NUM: 130,
      TBI_CONSIGNOR: '宁波海越进出口有限公司\n宁波市江东区',
      TBI_CONSIGNEE: 'TO ORDER OF BANK OF CHINA',
      TBI_MBL_NO: 'EGLV1426119999',
      Boxes: [
        {
          ...box,
          TBX_NUM: 130,
          TBX_WEIGHT: 2500.25,
          TBX_VOLUME: 57.125,
          Details: [{ ...box.Details[0]!, TBD_NUM: 110, TBD_WEIGHT: 2100.25, TBD_VOLUME: 47.125 }, box.Details[1]!],
        },
      ],
    };
    expect((await post(ENDPOINTS.siModify, edited)).statusCode).toBe(200);
    const after = await expectProjected(one!, s.DEADLINE);
    expect((await stored(one!)).projection).toEqual({
      mblNo: 'EGLV1426119999',
      boxSummary: after.BoxSummary,
      consignorLine: '宁波海越进出口有限公司',
      consigneeLine: 'TO ORDER OF BANK OF CHINA',
      packages: 130,
      weight: 2500.25,
      volume: 57.125,
    });

    // decisions: the status the queue filters by, the content unchanged
    expect((await get(`${ENDPOINTS.siChangeStatus}?TDId=${two}&Status=2`, REVIEWER)).statusCode).toBe(200);
    expect((await get(`${ENDPOINTS.siChangeStatus}?TDId=${three}&Status=3&Remarks=x`, REVIEWER)).statusCode).toBe(200);
    expect((await expectProjected(two!, s.DEADLINE)).TBI_STATUS).toBe(2);
    expect((await expectProjected(three!, s.DEADLINE)).TBI_STATUS).toBe(3);
    const approved = (await get(`${ENDPOINTS.siReviewQueue}?TBI_STATUS=2&TBI_CGO_ID=${s.CGO_ID}`, REVIEWER)).json().Data;
    expect(approved.Items.map((r: { Id: number }) => r.Id)).toEqual([two]);

    // a deletion: off every list, its columns still the record's
    expect((await post(ENDPOINTS.siDelete, { Id: three! })).statusCode).toBe(200);
    const gone = await stored(three!);
    expect(gone).toMatchObject({ deleted: true, status: 3 });
    expect(gone.projection).toEqual(siListProjection(gone.record));
    const queue = (await get(`${ENDPOINTS.siReviewQueue}?TBI_CGO_ID=${s.CGO_ID}`, REVIEWER)).json().Data;
    expect(queue.Items.map((r: { Id: number }) => r.Id).sort()).toEqual([one, two].sort());
  });

  it('are written by a submission on behalf of a customer', async () => {
    const s = sources['CGO-NBHY-2611-001']!;
    const [emp] = await t.db.query<{ id: string; company_id: string }>(
      `select e.id, e.company_id from employees e join users u on u.id = e.user_id where u.account = 'customer2@demo.test'`,
    );
    const draft = {
      ...draftFor(s, [{ no: s.Containers[0]!.CNNOS[0]!, type: s.Containers[0]!.TYPE }]),
      TBI_CONSIGNOR: '\t宁波海越\t\n地址',
      TBI_CONSIGNEE: '  TO THE ORDER OF\r\nSHIPPER',
    };
    const made = await post(
      ENDPOINTS.siAddOnBehalf,
      { ...body(s, [draft]), EmployeeId: Number(emp!.id), COMPANYID: Number(emp!.company_id), COMPANYCODE: 'CUS-NBHY' },
      STAFF,
    );
    expect(made.statusCode).toBe(200);
    const [id] = made.json().Data.Ids as number[];
    await expectProjected(id!, s.DEADLINE);
    expect((await stored(id!)).projection).toMatchObject({ consignorLine: '宁波海越', consigneeLine: 'TO THE ORDER OF' });
  });

  it("take the booking's deadline, however an SI is stored, and follow it when it changes, whoever changes it; the SI itself does not change", async () => {
    const s = sources['CGO-HZTX-2611-001']!;
    const made = await post(ENDPOINTS.siAdd, body(s, onePerContainer(s)));
    expect(made.statusCode).toBe(200);
    const ids = made.json().Data.Ids as number[];
    // a row written behind the API's back (a repair, an import): the database sets its deadline too
    const [direct] = await t.db.query<{ id: string }>(
      `insert into si_records (company_id, cgo_id, record, deleted) select company_id, cgo_id, '{}', true from bookings where cgo_id = $1 returning id`,
      [s.CGO_ID],
    );
    expect((await stored(Number(direct!.id))).deadline).toBe(s.DEADLINE);
    const before = await stored(ids[0]!);
    await t.db.query(`update bookings set deadline = '2026-12-01' where cgo_id = $1`, [s.CGO_ID]);
    for (const id of ids) await expectProjected(id, '2026-12-01');
    expect((await stored(Number(direct!.id))).deadline).toBe('2026-12-01');
    expect((await stored(ids[0]!)).version).toBe(before.version);
    await t.db.query(`update bookings set deadline = null where cgo_id = $1`, [s.CGO_ID]);
    expect((await stored(ids[0]!)).deadline).toBe('');
    await t.db.query(`update bookings set deadline = $2 where cgo_id = $1`, [s.CGO_ID, s.DEADLINE]);
    for (const id of ids) await expectProjected(id, s.DEADLINE);
  });
});

describe('the lists, from those columns', () => {
  /** The queue's rows as the detail calls (and the log, for when an SI last changed) say they are. */
  async function expectedQueue(ids: number[]) {
    const names = new Map((await t.db.query<{ id: string; name: string }>('select id, name from employees')).map((e) => [Number(e.id), e.name]));
    return Promise.all(
      ids.map(async (id) => {
        const si = await detail(id);
        const source = (await get(`${ENDPOINTS.siSourceData}?CGO_ID=${si.TBI_CGO_ID}`, STAFF)).json().Data;
        const log = (await get(`${ENDPOINTS.siLog}?Id=${id}`, STAFF)).json().Data as { At: string }[];
        return {
          Id: id,
          TBI_NO: si.NoText,
          TBI_STATUS: si.TBI_STATUS,
          TBI_CGO_ID: si.TBI_CGO_ID,
          TBI_MBL_NO: si.TBI_MBL_NO,
          BoxSummary: si.BoxSummary,
          CompanyName: source.CompanyName,
          TBI_CONSIGNEE: firstLine(si.TBI_CONSIGNEE),
          TBI_DEADLINE: source.DEADLINE,
          UpdatedAt: log[0]!.At,
          CreatorName: names.get(si.TBI_CREATE_ID!) ?? '',
        };
      }),
    );
  }
  const byQueue = (a: { UpdatedAt: string; Id: number }, b: { UpdatedAt: string; Id: number }) => a.UpdatedAt.localeCompare(b.UpdatedAt) || a.Id - b.Id;
  const pages = async (query: string, who: string) => {
    const items: unknown[] = [];
    for (let page = 1; ; page++) {
      const data = (await get(`${ENDPOINTS.siReviewQueue}?${query}${query ? '&' : ''}PageSize=2&Page=${page}`, who)).json().Data;
      items.push(...data.Items);
      if (!data.Items.length || items.length >= data.Total) return { items, total: data.Total as number };
    }
  };

  it('the review queue answers what the detail calls say, whole pages in order, for every filter and scope', async () => {
    const s = sources['CGO-HZTX-2611-002']!;
    expect((await post(ENDPOINTS.siAdd, body(s, onePerContainer(s)))).statusCode).toBe(200);
    const all = await t.db.query<{ id: string; company: string }>(
      `select s.id, c.code as company from si_records s join companies c on c.id = s.company_id where not s.deleted order by s.id`,
    );
    const expected = (await expectedQueue(all.map((r) => Number(r.id)))).sort(byQueue);
    // a one-line consignee (every demo draft's): the queue says what it said before, the whole
    // consignee; one of several lines (made above): its first line, no longer all of it
    // (the customs manifest demo's and the house bills' demo approved SIs, on bookings of their own
    // — CGO-HZTX-2611-MFT, CGO-…-HB1…HB3 — write their consignees in several lines too)
    const ownMultiLine = /-(MFT|HB\d)$/;
    const consignees = await Promise.all(
      expected.filter((e) => !ownMultiLine.test(e.TBI_CGO_ID)).map(async (e) => [e.TBI_CONSIGNEE, (await detail(e.Id)).TBI_CONSIGNEE]),
    );
    expect(consignees.filter(([line, whole]) => line === whole).length).toBeGreaterThan(5);
    expect(consignees.filter(([line, whole]) => line !== whole)).toEqual([['TO THE ORDER OF', '  TO THE ORDER OF\r\nSHIPPER']]);

    expect(await pages('', REVIEWER)).toEqual({ items: expected, total: expected.length });
    const waiting = expected.filter((e) => e.TBI_STATUS === 1);
    expect(await pages('TBI_STATUS=1', REVIEWER)).toEqual({ items: waiting, total: waiting.length });
    const byDeadline = [...waiting].sort((a, b) => a.TBI_DEADLINE.localeCompare(b.TBI_DEADLINE) || byQueue(a, b));
    expect(await pages('TBI_STATUS=1&Sort=TBI_DEADLINE', REVIEWER)).toEqual({ items: byDeadline, total: waiting.length });
    // a company sees its own, newest first on its desk
    const own = expected.filter((e) => all.find((r) => Number(r.id) === e.Id)!.company === 'CUS-HZTX');
    expect(own.length).toBeLessThan(expected.length);
    const newest = [...own].sort((a, b) => b.UpdatedAt.localeCompare(a.UpdatedAt) || a.Id - b.Id);
    const desk = (await get(`${ENDPOINTS.siReviewQueue}?Sort=UpdatedAt&Desc=true&PageSize=5`, 'customer@demo.test')).json().Data;
    expect(desk).toEqual({ Items: newest.slice(0, 5).map((e) => expect.objectContaining({ Id: e.Id, UpdatedAt: e.UpdatedAt })), Total: own.length });
    expect((await pages('TBI_STATUS=3', 'customer@demo.test')).items).toEqual(own.filter((e) => e.TBI_STATUS === 3));
    expect((await pages(`CompanyName=${encodeURIComponent(expected[0]!.CompanyName)}`, REVIEWER)).items).toEqual(
      expected.filter((e) => e.CompanyName === expected[0]!.CompanyName),
    );
  });

  it('the queue export adds the shipper, the consignee and the totals, from the same columns', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${ENDPOINTS.siReviewQueue}/Export?TBI_CGO_ID=CGO-HZTX-2611-003`,
      headers: { authorization: `Bearer ${tokens[REVIEWER]}` },
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows = book.worksheets[0]!.getSheetValues()
      .filter(Boolean)
      .map((r) => (r as unknown[]).slice(1));
    expect(rows[0]).toEqual([
      'SI',
      '状态 Status',
      'CGO_ID',
      'MBL_NO',
      '箱型 Boxes',
      '客户 Company',
      '发货人 Shipper',
      '收货人 Consignee',
      '件数 Packages',
      '毛重 Weight (kg)',
      '体积 Volume (m³)',
      '截单 Deadline',
    ]);
    const edited = rows.find((r) => r[3] === 'EGLV1426119999')!;
    expect(edited.slice(6, 11)).toEqual(['宁波海越进出口有限公司', 'TO ORDER OF BANK OF CHINA', 130, 2500.25, 57.125]);
  });

  it('GetTDBillLadingInfoList answers each live SI of the booking whole, as the detail call does', async () => {
    for (const cgo of ['CGO-HZTX-2611-001', 'CGO-HZTX-2611-002', 'CGO-HZTX-2611-003']) {
      const list = (await get(`${ENDPOINTS.siList}?CGO_ID=${cgo}`)).json().Data as SiRecord[];
      const ids = (await t.db.query<{ id: string }>('select id from si_records where cgo_id = $1 and not deleted order by id', [cgo])).map((r) => Number(r.id));
      expect(list.map((si) => si.Id)).toEqual(ids);
      for (const si of list) {
        const { BoxSummary: _b, NoText: _n, Version: _v, ...whole } = await detail(si.Id!);
        expect(si).toEqual(whole);
      }
    }
    expect((await get(`${ENDPOINTS.siList}?CGO_ID=CGO-HZTX-2611-004`)).json()).toMatchObject({ Status: true, Data: [] });
    expect((await get(`${ENDPOINTS.siList}?CGO_ID=CGO-NBHY-2611-001`)).statusCode).toBe(404); // another company's booking
    expect((await get(`${ENDPOINTS.siList}?CGO_ID=CGO-NBHY-2611-001`, STAFF)).json().Data).toHaveLength(1);
  });
});
