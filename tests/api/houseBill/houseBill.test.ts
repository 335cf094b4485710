import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { HBL_STATUS as S } from '../../../src/domain/houseBill/status';
import { pdfText } from '../../support/pdfText';
import { billApp, bookingWithSis, CLERK, CONSIGNEE, CUSTOMER, loadBox, OTHER, today } from './billApp';

/**
 * The house bill through its calls (operations.md §10): made only from an approved SI, once per SI,
 * its number written into the SI; the draft approved by the SI's own company only; issue refused
 * with every unmet prerequisite named; the PDF holding the consignee as text; a stale VERSION refused;
 * void and amend guarded by the originals; the share link's approval.
 */
const { t, post, get, hbl, create, approvedHbl } = billApp();
const one = { pkgs: 100, kg: 2000.5, cbm: 20.25 };

describe('making an HBL', () => {
  it('only from an approved SI, once per SI; it keeps the SI’s B/L number (the one the shipper and customs know)', async () => {
    const { sis } = await bookingWithSis(t.db, [one, one]);
    await t.db.query('update si_records set status = 1 where id = $1', [sis[1]]);
    const refused = await create(sis[1]!);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Code).toBe('HBL_SI_NOT_APPROVED');

    const made = await create(sis[0]!);
    expect(made.statusCode).toBe(200);
    const { Id, HBL_NO } = made.json().Data;
    const [si] = await t.db.query<{ bl_no: string; simbl: string }>(`select bl_no, record->>'TBI_SIMBL_NO' as simbl from si_records where id = $1`, [sis[0]]);
    expect(HBL_NO).toMatch(/^TSTB\d+$/);
    expect(si).toEqual({ bl_no: HBL_NO, simbl: HBL_NO });
    const again = await create(sis[0]!);
    expect(again.json().Code).toBe('HBL_SI_HAS_HBL');
    expect(again.json().Message).toContain(HBL_NO);
    // the parties are the SI's, never typed on the bill
    expect(await hbl(Id)).toMatchObject({ HBL_STATUS: S.DRAFT, Consignee: `${CONSIGNEE}\nHAMBURG GERMANY`, Packages: 100, Kg: 2000.5 });
    const retyped = await post(CLERK, ENDPOINTS.hblSave, { Id, VERSION: 1, TBI_CONSIGNEE: 'SOMEONE ELSE' });
    expect(retyped.statusCode).toBe(400);
  });

  it('a voided HBL frees its SI; its number is never given again', async () => {
    const { sis } = await bookingWithSis(t.db, [one]);
    const first = (await create(sis[0]!)).json().Data;
    expect((await post(CLERK, ENDPOINTS.hblVoid, { Id: first.Id, VERSION: 1, Reason: 'wrong type' })).json().Data.HBL_STATUS).toBe(S.VOIDED);
    const second = (await create(sis[0]!)).json().Data;
    expect(second.HBL_NO).not.toBe(first.HBL_NO);
    // nothing was filed under the SI's number: the new bill takes the issuer's series, and the SI with it
    expect(second.HBL_NO).toMatch(/^[A-Z0-9]{1,6}H\d{8}$/);
    const [si] = await t.db.query<{ bl_no: string }>('select bl_no from si_records where id = $1', [sis[0]]);
    expect(si!.bl_no).toBe(second.HBL_NO);
  });

  it('a stale VERSION is refused (STALE) and nothing changes', async () => {
    const { sis } = await bookingWithSis(t.db, [one]);
    const { Id } = (await create(sis[0]!)).json().Data;
    expect((await post(CLERK, ENDPOINTS.hblSave, { Id, VERSION: 1, HBL_ORIGINALS: 2 })).statusCode).toBe(200);
    const stale = await post(CLERK, ENDPOINTS.hblSave, { Id, VERSION: 1, HBL_ORIGINALS: 1 });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().Code).toBe('STALE');
    expect((await hbl(Id)).HBL_ORIGINALS).toBe(2);
  });
});

describe('the draft and its approval', () => {
  it('the customer decides only its own company’s draft; another company’s is absent', async () => {
    const { sis } = await bookingWithSis(t.db, [one]);
    const { Id } = (await create(sis[0]!)).json().Data;
    // not sent yet: the workbench does not show it
    expect((await get(CUSTOMER, `${ENDPOINTS.hblOfSi}?SiId=${sis[0]}`)).json().Data).toBeNull();
    await post(CLERK, ENDPOINTS.hblSendDraft, { Id, VERSION: 1, Channel: 'WORKBENCH' });
    const shown = (await get(CUSTOMER, `${ENDPOINTS.hblOfSi}?SiId=${sis[0]}`)).json().Data;
    expect(shown).toMatchObject({ Id, HBL_STATUS: S.PENDING });
    const theirs = await post(OTHER, ENDPOINTS.hblDecideDraft, { Id, VERSION: 2, Approve: true });
    expect(theirs.statusCode).toBe(404);
    // the staff page is the clerk's: a customer is refused it
    expect((await get(CUSTOMER, `${ENDPOINTS.hblGet}?Id=${Id}`)).statusCode).toBe(403);
    const asked = await post(CUSTOMER, ENDPOINTS.hblDecideDraft, { Id, VERSION: 2, Approve: false, Comment: 'Consignee postcode is 20457' });
    expect(asked.json().Data.HBL_STATUS).toBe(S.DRAFT);
    expect((await hbl(Id)).HBL_DRAFT_COMMENT).toBe('Consignee postcode is 20457');
    await post(CLERK, ENDPOINTS.hblSendDraft, { Id, VERSION: 3, Channel: 'WORKBENCH' });
    expect((await post(CUSTOMER, ENDPOINTS.hblDecideDraft, { Id, VERSION: 4, Approve: true })).json().Data.HBL_STATUS).toBe(S.APPROVED);
    const log = (await get(CLERK, `${ENDPOINTS.hblLog}?Id=${Id}`)).json().Data.Events.map((e: { Type: string }) => e.Type);
    expect(log).toEqual(['v1.HblDraftApproved', 'v1.HblDraftSent', 'v1.HblChangesAsked', 'v1.HblDraftSent', 'v1.HblCreated']);
  });

  it('the clerk records an e-mail approval only with a note; a share link approves as its visitor', async () => {
    const { sis } = await bookingWithSis(t.db, [one, one]);
    const a = (await create(sis[0]!)).json().Data.Id;
    await post(CLERK, ENDPOINTS.hblSendDraft, { Id: a, VERSION: 1, Channel: 'EMAIL', To: 'li.ming@example.com' });
    expect((await post(CLERK, ENDPOINTS.hblDecideDraft, { Id: a, VERSION: 2, Approve: true })).json().Code).toBe('HBL_EMAIL_NOTE');
    expect((await post(CLERK, ENDPOINTS.hblDecideDraft, { Id: a, VERSION: 2, Approve: true, Note: 'mail of 27 Nov' })).json().Data.HBL_STATUS).toBe(S.APPROVED);
    expect(await hbl(a)).toMatchObject({ HBL_APPROVED_VIA: 'EMAIL', HBL_APPROVAL_NOTE: 'mail of 27 Nov' });

    const b = (await create(sis[1]!)).json().Data.Id;
    const url = (await post(CLERK, ENDPOINTS.hblSendDraft, { Id: b, VERSION: 1, Channel: 'SHARE' })).json().Data.Url as string;
    expect(url).toMatch(/^\/external\/mainifest\/blDraft\?t=/); // the share page, not the call behind it
    const token = new URL(url, 'http://x').searchParams.get('t')!;
    const read = await t.app.inject({ method: 'GET', url: `${ENDPOINTS.hblShareRead}?t=${token}` });
    expect(read.json().Data).toMatchObject({ Id: b, HBL_STATUS: S.PENDING });
    const pdf = await t.app.inject({ method: 'GET', url: `${ENDPOINTS.hblSharePdf}?t=${token}` });
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const ok = await t.app.inject({ method: 'POST', url: ENDPOINTS.hblShareDecide, payload: { t: token, Approve: true } });
    expect(ok.json().Data.HBL_STATUS).toBe(S.APPROVED);
    expect((await t.app.inject({ method: 'GET', url: `${ENDPOINTS.hblShareRead}?t=nottherightone000000000` })).statusCode).toBe(404);
  });
});

describe('issue, print, amend, void', () => {
  it('issue names every prerequisite not met, then issues once they are', async () => {
    const { sis, cnnos } = await bookingWithSis(t.db, [one]);
    const id = await approvedHbl(sis[0]!);
    const v = (await hbl(id)).VERSION;
    const early = await post(CLERK, ENDPOINTS.hblIssue, {
      Id: id,
      VERSION: v,
      HBL_ISSUE_DATE: today(),
      HBL_ON_BOARD_DATE: '2099-01-01',
      HBL_PLACE_OF_ISSUE: '',
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().Code).toBe('HBL_ISSUE_BLOCKED');
    expect(early.json().Problems.map((p: { Code: string }) => p.Code)).toEqual(['hbl.issue.place', 'hbl.issue.onBoard', 'hbl.issue.onBoardAfterIssue']);
    expect(early.json().Message).toContain(cnnos[0]);
    await loadBox(t.db, cnnos[0]!);
    const issued = await post(CLERK, ENDPOINTS.hblIssue, {
      Id: id,
      VERSION: v,
      HBL_ISSUE_DATE: today(),
      HBL_ON_BOARD_DATE: today(),
      HBL_PLACE_OF_ISSUE: 'NINGBO',
    });
    expect(issued.json().Data.HBL_STATUS).toBe(S.ISSUED);
    expect((await hbl(id)).HBL_ORIGINALS_OUT).toBe(true);
  });

  it('where the manifest configuration requires it, issue waits for the house-level manifest to be accepted', async () => {
    const { cgo, sis, cnnos } = await bookingWithSis(t.db, [one], 'CUS-NBHY');
    const id = await approvedHbl(sis[0]!, OTHER);
    await loadBox(t.db, cnnos[0]!);
    const { HBL_NO: hblNo } = await hbl(id);
    // this customer's CN export configuration for its port of loading: house level first
    const [config] = await t.db.query<{ id: string }>(
      `insert into manifest_configs (company_id, mcf_filing, mcf_carrier, mcf_loading_code, mcf_require_house)
       select id, 'CN_EXPORT', '', 'CNNGB', true from companies where code = 'CUS-NBHY' returning id::text`,
    );
    const issue = async () =>
      post(CLERK, ENDPOINTS.hblIssue, {
        Id: id,
        VERSION: (await hbl(id)).VERSION,
        HBL_ISSUE_DATE: today(),
        HBL_ON_BOARD_DATE: today(),
        HBL_PLACE_OF_ISSUE: 'NINGBO',
      });
    try {
      const none = await issue();
      expect(none.statusCode, none.body).toBe(400);
      expect(none.json().Problems.map((p: { Code: string }) => p.Code)).toEqual(['hbl.issue.houseManifest']);
      expect(none.json().Message).toContain('中国出口预配舱单的分单舱单尚未制作');
      // the detail lists it among what stands before the issue
      expect((await hbl(id)).Prerequisites.map((p: { Code: string }) => p.Code)).toContain('hbl.issue.houseManifest');
      const [m] = await t.db.query<{ id: string }>(
        `insert into manifests (mft_no, company_id, mft_filing, mft_level, mft_cgo_id, mft_hbl_no, mft_status)
         select 'MFTHOUSE' || $1, id, 'CN_EXPORT', 'HOUSE', $2, $3, 6 from companies where code = 'CUS-NBHY' returning id::text`,
        [id, cgo, hblNo],
      );
      const sent = await issue();
      expect(sent.statusCode).toBe(400);
      expect(sent.json().Message).toContain(`MFTHOUSE${id}`);
      expect((await hbl(id)).HBL_STATUS).toBe(S.APPROVED);
      await t.db.query('update manifests set mft_status = 9 where id = $1', [m!.id]);
      const issued = await issue();
      expect(issued.json().Data.HBL_STATUS).toBe(S.ISSUED);
    } finally {
      await t.db.query('delete from manifest_configs where id = $1', [config!.id]);
    }
  });

  it('prints original, copy and draft as PDF holding the consignee; a customer never prints an original', async () => {
    const { sis, cnnos } = await bookingWithSis(t.db, [one]);
    const id = await approvedHbl(sis[0]!);
    const draft = await get(CLERK, `${ENDPOINTS.hblPrint}?Id=${id}&Copy=DRAFT`);
    expect(draft.headers['content-type']).toContain('application/pdf');
    const [page] = await pdfText(draft.rawPayload);
    expect(page).toContain(CONSIGNEE);
    expect(page).toContain('陶瓷餐具');
    expect(page).toContain('DRAFT FOR APPROVAL');
    expect((await get(CLERK, `${ENDPOINTS.hblPrint}?Id=${id}&Copy=ORIGINAL`)).json().Code).toBe('HBL_NOT_ISSUED');
    await loadBox(t.db, cnnos[0]!);
    await post(CLERK, ENDPOINTS.hblIssue, {
      Id: id,
      VERSION: (await hbl(id)).VERSION,
      HBL_ISSUE_DATE: today(),
      HBL_ON_BOARD_DATE: today(),
      HBL_PLACE_OF_ISSUE: 'NINGBO',
    });
    const original = await get(CLERK, `${ENDPOINTS.hblPrint}?Id=${id}&Copy=ORIGINAL`);
    const [o] = await pdfText(original.rawPayload);
    expect(o).toContain(CONSIGNEE);
    expect(o).toContain('ORIGINAL');
    expect(o).not.toContain('DRAFT FOR APPROVAL');
    expect((await get(CUSTOMER, `${ENDPOINTS.hblPrint}?Id=${id}&Copy=ORIGINAL`)).json().Code).toBe('HBL_ORIGINAL_STAFF');
    const [c] = await pdfText((await get(CUSTOMER, `${ENDPOINTS.hblPrint}?Id=${id}&Copy=COPY`)).rawPayload);
    expect(c).toContain('COPY NON-NEGOTIABLE');
    expect((await get(OTHER, `${ENDPOINTS.hblPrint}?Id=${id}&Copy=COPY`)).statusCode).toBe(404);
    expect((await hbl(id)).HBL_PRINTS).toBe(3);
  });

  it('signs the original at its foot: issued by the company as carrier, the place and date of issue, for and on behalf of (issue 45 item 14)', async () => {
    const { sis, cnnos } = await bookingWithSis(t.db, [one]);
    const id = await approvedHbl(sis[0]!);
    await loadBox(t.db, cnnos[0]!);
    const issued = await post(CLERK, ENDPOINTS.hblIssue, {
      Id: id,
      VERSION: (await hbl(id)).VERSION,
      HBL_ISSUE_DATE: today(),
      HBL_ON_BOARD_DATE: today(),
      HBL_PLACE_OF_ISSUE: 'NINGBO',
    });
    expect(issued.statusCode, issued.body).toBe(200);
    const original = await get(CLERK, `${ENDPOINTS.hblPrint}?Id=${id}&Copy=ORIGINAL`);
    const text = (await pdfText(original.rawPayload)).join(' ');
    expect(text).toContain('签发人 Issued by');
    expect(text).toContain('GLOBAL FREIGHT PLATFORM AS CARRIER');
    expect(text).toContain('FOR AND ON BEHALF OF GLOBAL FREIGHT PLATFORM AS CARRIER');
    expect(text).toContain('授权签字 Authorized signature');
    expect(text.split(`NINGBO ${today()}`).length - 1).toBe(2); // in its cell, and again above the signature
  });

  it('an issued HBL with originals out is neither voided nor amended; surrendered, it is amended with the same number, AMENDED, the old kept', async () => {
    const { sis, cnnos } = await bookingWithSis(t.db, [one]);
    const id = await approvedHbl(sis[0]!);
    await loadBox(t.db, cnnos[0]!);
    await post(CLERK, ENDPOINTS.hblIssue, {
      Id: id,
      VERSION: (await hbl(id)).VERSION,
      HBL_ISSUE_DATE: today(),
      HBL_ON_BOARD_DATE: today(),
      HBL_PLACE_OF_ISSUE: 'NINGBO',
    });
    const before = await hbl(id);
    expect((await post(CLERK, ENDPOINTS.hblVoid, { Id: id, VERSION: before.VERSION, Reason: 'x' })).json().Code).toBe('HBL_ORIGINALS_OUT');
    expect((await post(CLERK, ENDPOINTS.hblAmend, { Id: id, VERSION: before.VERSION, Reason: 'x' })).json().Code).toBe('HBL_ORIGINALS_OUT');
    const { markHouseBillSurrendered } = await import('../../../server/modules/houseBill/public');
    await markHouseBillSurrendered(t.db, id, { id: '1' });
    const back = await hbl(id);
    expect(back).toMatchObject({ HBL_STATUS: S.SURRENDERED, HBL_ORIGINALS_OUT: false });
    const amended = await post(CLERK, ENDPOINTS.hblAmend, { Id: id, VERSION: back.VERSION, Reason: 'consignee address corrected' });
    expect(amended.json().Data.HBL_STATUS).toBe(S.DRAFT);
    const after = await hbl(id);
    expect(after).toMatchObject({ HBL_NO: before.HBL_NO, HBL_AMENDMENT: 1, Versions: [{ Amendment: 0 }] });
    const [page] = await pdfText((await get(CLERK, `${ENDPOINTS.hblPrint}?Id=${id}&Copy=DRAFT`)).rawPayload);
    expect(page).toContain('AMENDED');
  });

  it('orderApply’s calls: the release facts, and 4 → 5 released (logged); a move not in the table throws', async () => {
    const { houseBillForRelease, markHouseBillReleased } = await import('../../../server/modules/houseBill/public');
    const { sis, cnnos } = await bookingWithSis(t.db, [one]);
    const id = await approvedHbl(sis[0]!);
    await expect(markHouseBillReleased(t.db, id, { id: '1' })).rejects.toThrow(/not in the table/);
    await loadBox(t.db, cnnos[0]!);
    await post(CLERK, ENDPOINTS.hblIssue, {
      Id: id,
      VERSION: (await hbl(id)).VERSION,
      HBL_ISSUE_DATE: today(),
      HBL_ON_BOARD_DATE: today(),
      HBL_PLACE_OF_ISSUE: 'NINGBO',
    });
    const facts = await houseBillForRelease(t.db, id);
    expect(facts).toMatchObject({ Id: id, status: S.ISSUED, siStatus: 2, releaseType: 'ORIGINAL', originals: 3, originalsOut: true, onBoardDate: today() });
    expect(facts!.consignee).toContain(CONSIGNEE);
    await t.db.transaction((tx) => markHouseBillReleased(tx, id, { id: '1' }));
    expect((await houseBillForRelease(t.db, id))!.status).toBe(S.RELEASED);
    expect(await houseBillForRelease(t.db, 99_999_999)).toBeNull();
  });
});

describe('the HBLMake lists', () => {
  it('approved SIs without an HBL, the made ones searchable and exported', async () => {
    const { sis, cgo } = await bookingWithSis(t.db, [one, one]);
    await create(sis[0]!);
    const toMake = (await get(CLERK, `${ENDPOINTS.hblToMake}?Search=${cgo}`)).json().Data;
    expect(toMake.map((r: { SiId: number }) => r.SiId)).toEqual([sis[1]]);
    const list = (await get(CLERK, `${ENDPOINTS.hblList}?HBL_CGO_ID=${cgo}`)).json().Data;
    expect(list.Total).toBe(1);
    const xlsx = await get(CLERK, `${ENDPOINTS.hblList}/Export?HBL_CGO_ID=${cgo}`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheet');
  });

  it('the demo holds an HBL in every state but surrendered, and approved SIs without one', async () => {
    const rows = await t.db.query<{ s: number; n: number }>(
      `select hbl_status as s, count(*)::int as n from house_bills h join bookings b on b.cgo_id = h.hbl_cgo_id where b.cgo_id like '%-HB%' group by 1 order by 1`,
    );
    expect(rows.map((r) => r.s)).toEqual([1, 2, 3, 4, 5, 7]);
    const chain = (await get(CLERK, `${ENDPOINTS.hblToMake}?Search=HZTXS26HB3D`)).json().Data;
    expect(chain).toHaveLength(1);
  });
});
