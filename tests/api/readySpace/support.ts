import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import type { ReadySpaceWire } from '../../../src/contract/readySpace/calls';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { addDays } from '../../../src/domain/refdata/sailings';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import { caller } from '../support/calls';

/** Ready space's test kit: the people, a listing written as a provider writes one, and moving it on sale. */

export const PEOPLE = {
  provider: 'provider@demo.test',
  admin: 'admin@demo.test',
  buyer: 'customer@demo.test',
  buyer2: 'customer2@demo.test',
} as const;
export type Who = keyof typeof PEOPLE;

let voyage = 100;
/** A listing ready to submit: a sailing 20 days out, its cut-offs on the POL's clock. */
export function spaceWire(over: Partial<ReadySpaceWire> = {}): ReadySpaceWire {
  const today = todayInShanghai();
  return {
    CarrierCode: 'COSU',
    VesselName: 'COSCO SHIPPING UNIVERSE',
    Voyage: `${voyage++}E`,
    PolCode: 'CNSHA',
    PodCode: 'NLRTM',
    Etd: addDays(today, 20),
    CutOffs: [
      { Code: 'DCO', DateTime: `${addDays(today, 17)} 12:00` },
      { Code: 'FCO', DateTime: `${addDays(today, 18)} 12:00` },
    ],
    Currency: 'USD',
    PriceIncludes: 'OF_ONLY',
    ValidUntil: '',
    CancellationTerms: '放舱后取消每箱 USD 300',
    CancelFeePerContainer: '300',
    Audience: 'MARKET',
    Lines: [
      { ContainerClass: '40HQ', TotalQty: 10, Price: '1850.00', FloorPrice: '1600' },
      { ContainerClass: '20GP', TotalQty: 5, Price: '980' },
    ],
    ...over,
  };
}

export const CARGO = { Commodity: 'FURNITURE', GrossKgPerUnit: 9000 };
export const CONTACT = { Name: '陈晨', Phone: '13800000000' };

export function kit(t: { app: FastifyInstance }) {
  const { call, asUser } = caller(t);
  const tokens = {} as Record<Who, string>;
  async function signIn() {
    for (const [k, account] of Object.entries(PEOPLE)) tokens[k as Who] = await asUser(account);
  }
  const post = (who: Who, url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${tokens[who]}`, ...headers } });
  const get = (who: Who, url: string) => call('GET', url, tokens[who]);
  /** A listing of the provider's, on sale (saved, submitted, approved by the platform). */
  async function onSale(over: Partial<ReadySpaceWire> = {}, who: Who = 'provider'): Promise<number> {
    const saved = await post(who, ENDPOINTS.readySpaceSaveDraft, { Space: spaceWire(over) });
    if (saved.statusCode !== 200) throw new Error(saved.body);
    const id = saved.json().Data.Id as number;
    const submitted = await post(who, ENDPOINTS.readySpaceSubmit, { Id: id });
    if (submitted.statusCode !== 200) throw new Error(submitted.body);
    if (submitted.json().Data.Status === 'SUBMITTED') {
      const approved = await post('admin', ENDPOINTS.readySpaceAudit, { Id: id, Decision: 'APPROVE' });
      if (approved.statusCode !== 200) throw new Error(approved.body);
    }
    return id;
  }
  const place = (who: Who, spaceId: number, lines: [string, number][], headers: Record<string, string> = {}) =>
    post(
      who,
      ENDPOINTS.readySpaceOrderPlace,
      { ReadySpaceId: spaceId, Lines: lines.map(([c, q]) => ({ ContainerClass: c, Qty: q })), Cargo: CARGO, Contact: CONTACT },
      headers,
    );
  const space = async (who: Who, id: number) => (await get(who, `${ENDPOINTS.readySpaceGet}?Id=${id}`)).json().Data;
  const order = async (who: Who, id: number) => (await get(who, `${ENDPOINTS.readySpaceOrderGet}?Id=${id}`)).json().Data;
  return { tokens, signIn, post, get, onSale, place, space, order };
}

/** The listing upload's columns (its template), each header in both languages. */
export const SPACE_SHEET_HEADERS = [
  '船公司 Carrier',
  '船名 Vessel',
  '航次 Voyage',
  '起运港 POL',
  '目的港 POD',
  '开船日期 ETD',
  '截单时间 DCO',
  '截港时间 FCO',
  '40HQ数量 40HQ qty',
  '40HQ价格 40HQ price',
  '20GP数量 20GP qty',
  '20GP价格 20GP price',
  '取消条款 Cancellation terms',
];

/** Good rows of the listing upload, each a voyage of its own from `firstVoyage`: 10 × 40HQ at 1850, a sailing 20 days out. */
export function goodSpaceRows(firstVoyage: number): () => (string | number)[] {
  const today = todayInShanghai();
  let voyage = firstVoyage;
  return () => [
    'COSU',
    'COSCO SHIPPING SCORPIO',
    `${voyage++}W`,
    'CNSHA',
    'Rotterdam',
    addDays(today, 20),
    `${addDays(today, 17)} 12:00`,
    `${addDays(today, 18)} 12:00`,
    10,
    '1850',
    '',
    '',
    '放舱后取消每箱 USD 300',
  ];
}

/** A workbook of one sheet: the header line, then the rows. */
export async function spaceWorkbook(headers: string[], rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('spaces');
  sheet.addRow(headers);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}
