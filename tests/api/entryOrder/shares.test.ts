import { describe, expect, it } from 'vitest';
import type { SupplementDetail, SupplementSaved } from '../../../src/contract/entryOrder/calls';
import type { EntryShare, EntryShareMade, SharedSecondHalf, SharedSupplement } from '../../../src/contract/entryOrder/shareCalls';
import { bookingRoute } from '../../../server/modules/containerEvents/public';
import { AGENT, CUSTOMER, entryApp, OTHER, P, STAFF } from './entryApp';

/**
 * Share links of online order entry (operations.md §9.7, rule mft.share): the staff give someone
 * without an account a link to fill one supplement, or to record a shipped order's destination
 * milestones. The link opens its own document only (404 for an unknown, revoked, expired or
 * other-kind link, never saying which), fills and records with the signed-in use cases (the
 * supplement is filled as by its assignee), asks for its access code and locks after five wrong ones (429).
 */
const { t, post, get, ok, idOf } = entryApp();
let address = 0;
const from = () => `10.91.${Math.floor(++address / 250)}.${address % 250}`;
const code = (c?: string) => (c ? `&AccessCode=${c}` : '');
const openSup = (token: string, c?: string) =>
  t.app.inject({ method: 'GET', url: `${P.entryShareOpenSupplement}?t=${token}${code(c)}`, remoteAddress: from() });
const openHalf = (token: string, c?: string) =>
  t.app.inject({ method: 'GET', url: `${P.entryShareOpenSecondHalf}?t=${token}${code(c)}`, remoteAddress: from() });
const fill = (token: string, body: object) =>
  t.app.inject({ method: 'POST', url: P.entryShareFillSupplement, payload: { t: token, ...body }, remoteAddress: from() });
const record = (token: string, body: object) =>
  t.app.inject({ method: 'POST', url: P.entryShareRecordMilestone, payload: { t: token, ...body }, remoteAddress: from() });

const hztx = () => idOf(`select id from companies where code = 'CUS-HZTX'`);
const items = [
  { Key: 'PoNo', Label: { zh: '客户订单号', en: 'Customer PO no.' }, Kind: 'field', Required: true },
  { Key: 'Note', Label: { zh: '备注', en: 'Note' }, Kind: 'field', Required: false },
];
/** A fresh supplement of 天祥's booked order (of the demo), asked of 天祥, due in two hours. */
async function newSupplement(): Promise<SupplementSaved> {
  const order = await idOf(`select id from entry_orders where ent_cgo_id = 'CGO-HZTX-2611-003'`);
  const due = new Date(Date.now() + 2 * 3_600_000).toISOString();
  return ok<SupplementSaved>(
    post(STAFF, P.orderSupplementRequest, { ENT_ID: order, Scope: 'ORDER', AssigneeCompanyId: await hztx(), Items: items, DueAt: due }),
  );
}
/** An order on its second half (the demo's shipped one; arrived once a discharge is recorded). */
const shipped = () => idOf(`select id from entry_orders where ent_status in (5, 6) order by id limit 1`);
const supLink = (id: number, extra: object = {}, who = STAFF) => ok<EntryShareMade>(post(who, P.entryShareSupplement, { Id: id, ...extra }));
const halfLink = (id: number, extra: object = {}, who = STAFF) => ok<EntryShareMade>(post(who, P.entryShareSecondHalf, { ENT_ID: id, ...extra }));

describe('a supplement’s share link', () => {
  it('opens without a session, fills with the assignee’s rules, and the staff see the supplement filled', async () => {
    const sup = await newSupplement();
    const made = await supLink(sup.Id);
    expect(made.Url).toBe(`/external/entryOrder/supplementShare?t=${made.Token}`);
    const seen = await openSup(made.Token);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.headers['x-robots-tag']).toBe('noindex');
    const view = seen.json().Data as SharedSupplement;
    expect(view).toMatchObject({ SUP_NO: sup.SUP_NO, SUP_STATUS: 1, Fillable: true, DueZone: 'Asia/Shanghai' });
    expect(view.Items.map((i) => i.Label)).toEqual(items.map((i) => i.Label));
    expect(view.AssigneeName).not.toBe('');
    // the same rules: a required item left out is refused with its Code
    const missing = await fill(made.Token, { VERSION: view.VERSION, Answers: { Note: 'x' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().Code).toBe('SUP_ITEMS_MISSING');
    const done = await fill(made.Token, { VERSION: view.VERSION, Answers: { PoNo: 'PO-SHARE-1' } });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().Data).toMatchObject({ SUP_NO: sup.SUP_NO, SUP_STATUS: 2 });
    const staff = await ok<SupplementDetail>(get(STAFF, `${P.orderSupplementGet}?Id=${sup.Id}`));
    expect(staff.Supplement.SUP_STATUS).toBe(2);
    expect(staff.SUP_ANSWERS).toEqual({ PoNo: 'PO-SHARE-1' });
    // its history says it was filled through the link; the opening is in the document's history with the visitor's key
    const [ev] = await t.db.query<{ detail: { Share?: number }; actor_id: string | null }>(
      `select detail, actor_id from entry_order_events where sup_id = $1 and type = 'v1.SupplementFilled'`,
      [sup.Id],
    );
    expect(ev).toMatchObject({ actor_id: null, detail: { Share: made.Id } });
    const opened = await t.db.query(`select 1 from doc_events where doc_type = 'entrySupplement' and doc_id = $1 and type = 'v1.ShareOpened'`, [
      String(sup.Id),
    ]);
    expect(opened.length).toBeGreaterThan(0);
    // the links list: never the token
    const links = await ok<EntryShare[]>(get(STAFF, `${P.entryShareList}?SUP_ID=${sup.Id}`));
    expect(links.map((l) => l.Id)).toEqual([made.Id]);
    expect(JSON.stringify(links)).not.toContain(made.Token);
  });

  it('takes the documents asked for through the link, and the fill that names them', async () => {
    const order = await idOf(`select id from entry_orders where ent_cgo_id = 'CGO-HZTX-2611-003'`);
    const asked = [...items, { Key: 'Invoice', Label: { zh: '商业发票', en: 'Commercial invoice' }, Kind: 'document', Required: true }];
    const due = new Date(Date.now() + 2 * 3_600_000).toISOString();
    const sup = await ok<SupplementSaved>(
      post(STAFF, P.orderSupplementRequest, { ENT_ID: order, Scope: 'ORDER', AssigneeCompanyId: await hztx(), Items: asked, DueAt: due }),
    );
    const made = await supLink(sup.Id, { AccessCode: '246810' });
    const upload = (key: string, bytes: Buffer, name: string, accessCode = '246810') =>
      t.app.inject({
        method: 'POST',
        url: `${P.entryShareUpload}?t=${made.Token}&Key=${key}&FileName=${encodeURIComponent(name)}`,
        headers: { 'content-type': 'application/octet-stream', 'access-code': accessCode },
        payload: bytes,
        remoteAddress: from(),
      });
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    // the link's code, a document item, a file that is what its name says
    expect((await upload('Invoice', pdf, 'invoice.pdf', '000000')).statusCode).toBe(400);
    const notAsked = await upload('PoNo', pdf, 'po.pdf');
    expect(notAsked.statusCode).toBe(400);
    expect(notAsked.json().Code).toBe('SUP_ITEM_UNKNOWN');
    const renamed = await upload('Invoice', Buffer.from('MZ not a pdf'), 'invoice.pdf');
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().Code).toBe('FILE_TYPE_NOT_ALLOWED');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${P.entryShareUpload}?t=${'x'.repeat(22)}&Key=Invoice&FileName=a.pdf`,
          headers: { 'content-type': 'application/octet-stream' },
          payload: pdf,
          remoteAddress: from(),
        })
      ).statusCode,
    ).toBe(404);
    const stored = await upload('Invoice', pdf, '发票 INV-1.pdf');
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.headers['x-robots-tag']).toBe('noindex');
    const file = stored.json().Data as { FileId: number; FileName: string; Size: number };
    expect(file).toMatchObject({ FileName: '发票 INV-1.pdf', Size: pdf.length });
    // without the document the fill is refused; with it, filled, and the staff see the file under its item
    const view = (await openSup(made.Token, '246810')).json().Data as SharedSupplement;
    const without = await fill(made.Token, { AccessCode: '246810', VERSION: view.VERSION, Answers: { PoNo: 'PO-DOC-1' } });
    expect(without.json().Code).toBe('SUP_ITEMS_MISSING');
    // a file of another order (another company's) is no answer to this supplement
    const [other] = await t.db.query<{ id: number }>(
      `insert into entry_files (ent_id, file_key, file_name, content_type, size, sha256, bytes, company_id)
       select o.id, 'Invoice', 'other.pdf', 'application/pdf', 3, 'x', '\\x010203', o.company_id from entry_orders o where o.id <> $1 order by o.id limit 1
       returning id::int`,
      [order],
    );
    const foreign = await fill(made.Token, {
      AccessCode: '246810',
      VERSION: view.VERSION,
      Answers: { PoNo: 'PO-DOC-1' },
      Files: [{ Key: 'Invoice', FileId: other!.id }],
    });
    expect(foreign.json().Code).toBe('SUP_ITEM_UNKNOWN');
    const done = await fill(made.Token, {
      AccessCode: '246810',
      VERSION: view.VERSION,
      Answers: { PoNo: 'PO-DOC-1' },
      Files: [{ Key: 'Invoice', FileId: file.FileId }],
    });
    expect(done.statusCode, done.body).toBe(200);
    const staff = await ok<SupplementDetail>(get(STAFF, `${P.orderSupplementGet}?Id=${sup.Id}`));
    expect(staff.SUP_FILES).toEqual([{ Key: 'Invoice', FileId: file.FileId, FileName: '发票 INV-1.pdf' }]);
    // filled and accepted: nothing more comes through the link
    await ok(post(STAFF, P.orderSupplementDecide, { Id: sup.Id, VERSION: staff.Supplement.VERSION, Accept: true }));
    const late = await upload('Invoice', pdf, 'again.pdf');
    expect(late.statusCode).toBe(400);
    expect(late.json().Code).toBe('SUP_STATE');
  });

  it('is made only while the supplement may be filled, and only for a supplement of the maker’s company', async () => {
    const sup = await newSupplement();
    // 海越's people and the agent name 天祥's supplement: nothing there
    expect((await post(OTHER, P.entryShareSupplement, { Id: sup.Id })).statusCode).toBe(404);
    expect((await post(AGENT, P.entryShareSupplement, { Id: sup.Id })).statusCode).toBe(404);
    expect((await get(OTHER, `${P.entryShareList}?SUP_ID=${sup.Id}`)).statusCode).toBe(404);
    // 天祥's own people may give a link to whoever holds the data
    expect((await supLink(sup.Id, {}, CUSTOMER)).Url).toContain('/external/entryOrder/supplementShare?t=');
    // days past 30 are refused by the schema; an access code of five digits in words
    expect((await post(STAFF, P.entryShareSupplement, { Id: sup.Id, Days: 31 })).statusCode).toBe(400);
    const short = await post(STAFF, P.entryShareSupplement, { Id: sup.Id, AccessCode: '12345' });
    expect(short.statusCode).toBe(400);
    expect(short.json().Code).toBe('SHARE_CODE');
    // cancelled: no link any more
    await ok(post(STAFF, P.orderSupplementCancel, { Id: sup.Id, VERSION: sup.VERSION, Reason: '不再需要' }));
    const late = await post(STAFF, P.entryShareSupplement, { Id: sup.Id });
    expect(late.statusCode).toBe(400);
    expect(late.json().Code).toBe('SUP_STATE');
  });

  it('stops when revoked or expired: 404 both, as an unknown link', async () => {
    const sup = await newSupplement();
    const a = await supLink(sup.Id);
    const b = await supLink(sup.Id, { Days: 1 });
    const unknown = await openSup('AAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown.statusCode).toBe(404);
    // 海越's people cannot revoke 天祥's link
    expect((await post(OTHER, P.entryShareRevokeSupplement, { Id: a.Id })).statusCode).toBe(404);
    await ok(post(STAFF, P.entryShareRevokeSupplement, { Id: a.Id }));
    // revoked again: the same answer, and the supplement's history says it once (written with the revoke)
    await ok(post(STAFF, P.entryShareRevokeSupplement, { Id: a.Id }));
    const lines = await t.db.query<{ share: number }>(
      `select (detail->>'Share')::int as share from entry_order_events where sup_id = $1 and type = 'v1.ShareRevoked'`,
      [sup.Id],
    );
    expect(lines).toEqual([{ share: a.Id }]);
    const revoked = await openSup(a.Token);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json().Message).toBe(unknown.json().Message);
    expect((await fill(a.Token, { VERSION: sup.VERSION, Answers: { PoNo: 'x' } })).statusCode).toBe(404);
    await t.db.query(`update shares set expires_at = now() - interval '1 second' where id = $1`, [b.Id]);
    expect((await openSup(b.Token)).statusCode).toBe(404);
    const links = await ok<EntryShare[]>(get(STAFF, `${P.entryShareList}?SUP_ID=${sup.Id}`));
    expect(links.find((l) => l.Id === a.Id)?.RevokedAt).not.toBeNull();
  });

  it('asks for its access code; five wrong ones lock it (429) even for the right code', async () => {
    const sup = await newSupplement();
    const made = await supLink(sup.Id, { AccessCode: '482913', Days: 3 });
    const asked = await openSup(made.Token);
    expect(asked.statusCode).toBe(400);
    expect(asked.json().Code).toBe('SHARE_CODE_NEEDED');
    expect((await openSup(made.Token, '482913')).statusCode).toBe(200);
    for (let i = 1; i <= 4; i++) expect((await openSup(made.Token, '000000')).json().Code).toBe('SHARE_CODE_WRONG');
    const fifth = await openSup(made.Token, '000000');
    expect(fifth.statusCode).toBe(429);
    expect((await openSup(made.Token, '482913')).statusCode).toBe(429);
  });
});

describe('a second-half share link', () => {
  it('shows the order’s destination side only, and records a milestone as the agent would', async () => {
    const id = await shipped();
    const made = await halfLink(id);
    expect(made.Url).toBe(`/external/entryOrder/secondHalfShare?t=${made.Token}`);
    const seen = await openHalf(made.Token);
    expect(seen.statusCode, seen.body).toBe(200);
    const view = seen.json().Data as SharedSecondHalf;
    const [own] = await t.db.query<{ ent_no: string }>('select ent_no from entry_orders where id = $1', [id]);
    expect(view).toMatchObject({ ENT_NO: own!.ent_no, Recordable: true });
    // nothing of another order, nothing of money
    const others = await t.db.query<{ ent_no: string }>('select ent_no from entry_orders where id <> $1', [id]);
    for (const o of others) expect(seen.body).not.toContain(o.ent_no);
    expect(Object.keys(view).filter((k) => /cost|margin|amount|charges|price/i.test(k))).toEqual([]);
    // its own booking's boxes, not its voyage's other bookings'
    const [cgo] = await t.db.query<{ ent_cgo_id: string }>('select ent_cgo_id from entry_orders where id = $1', [id]);
    const route = await bookingRoute(t.db, cgo!.ent_cgo_id);
    expect(view.ContainerNos).toEqual([...new Set(route!.containers)].sort());
    const at = new Date(Date.now() - 3_600_000).toISOString();
    const future = await record(made.Token, { Milestone: 'DISC', At: new Date(Date.now() + 86_400_000).toISOString() });
    expect(future.statusCode).toBe(400);
    expect(future.json().Code).toBe('AT_IN_FUTURE');
    const done = await record(made.Token, { Milestone: 'DISC', At: at });
    expect(done.statusCode, done.body).toBe(200);
    expect((done.json().Data as SharedSecondHalf).DischargedAt).not.toBeNull();
    const [m] = await t.db.query<{ recorded_by: string | null }>(`select recorded_by from entry_milestones where ent_id = $1 and em_code = 'DISC'`, [id]);
    expect(m).toMatchObject({ recorded_by: null });
    // the agent's and the staff's list of the order's links; a customer reads none
    expect((await ok<EntryShare[]>(get(STAFF, `${P.entryShareList}?ENT_ID=${id}`))).map((l) => l.Id)).toContain(made.Id);
    expect((await get(CUSTOMER, `${P.entryShareList}?ENT_ID=${id}`)).statusCode).toBe(404);
  });

  it('a link of one kind never opens the other', async () => {
    const sup = await newSupplement();
    const s = await supLink(sup.Id);
    const h = await halfLink(await shipped());
    expect((await openHalf(s.Token)).statusCode).toBe(404);
    expect((await record(s.Token, { Milestone: 'DISC', At: new Date().toISOString() })).statusCode).toBe(404);
    expect((await openSup(h.Token)).statusCode).toBe(404);
    expect((await fill(h.Token, { VERSION: 1, Answers: { PoNo: 'x' } })).statusCode).toBe(404);
    // nor is revoked through the other kind's call
    expect((await post(STAFF, P.entryShareRevokeSecondHalf, { Id: s.Id })).statusCode).toBe(404);
    expect((await post(STAFF, P.entryShareRevokeSupplement, { Id: h.Id })).statusCode).toBe(404);
  });

  it('is made only for an order on its second half, and never by a customer', async () => {
    const booked = await idOf(`select id from entry_orders where ent_cgo_id = 'CGO-HZTX-2611-003'`);
    const early = await post(STAFF, P.entryShareSecondHalf, { ENT_ID: booked });
    expect(early.statusCode).toBe(400);
    expect(early.json().Code).toBe('ENT_STATE');
    expect((await post(CUSTOMER, P.entryShareSecondHalf, { ENT_ID: await shipped() })).statusCode).toBe(403);
  });
});
