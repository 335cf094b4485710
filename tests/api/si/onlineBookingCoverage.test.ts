import { describe, expect, it } from 'vitest';
import type { SiSourceData } from '../../../src/contract/si';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { withCheckDigit } from '../../../src/domain/si/iso6346';
import { draftFor } from '../../support/siDrafts';
import { CUSTOMER, siApp } from './siApp';

/**
 * Issue 32: a booking released online (the desk's release, the carrier's confirmation, a ready-space
 * S/O) knows its classes and counts, not its container numbers. The review's container check
 * counted only numbered containers, so every SI of such a booking showed "未订舱" for each box.
 */
const { t, get, post, body } = siApp();

describe("the review's container check on an online booking", () => {
  it('counts the released classes: no false "not booked", each class booked / on this SI / on others', async () => {
    // the demo's S/O-released ready-space order of 天祥: released through the booking module's release, no numbers
    const [row] = await t.db.query<{ cgo_id: string }>(
      `select o.cgo_id from ready_space_orders o join companies c on c.id = o.buyer_company_id where o.status = 'SO_RELEASED' and c.code = 'CUS-HZTX'`,
    );
    const source: SiSourceData = (await get(`${ENDPOINTS.siSourceData}?CGO_ID=${row!.cgo_id}`)).json().Data;
    expect(source.Containers).toEqual([{ TYPE: '40HQ', COUNT: 2, CNNOS: [] }]);

    const [a, b] = [withCheckDigit('TCLU100200'), withCheckDigit('TCLU100201')];
    const drafts = [draftFor(source, [{ no: a, type: '40HQ' }], 1), draftFor(source, [{ no: b, type: '40HQ' }], 2)];
    const made = await post(ENDPOINTS.siAdd, body(source, drafts), CUSTOMER);
    expect(made.statusCode).toBe(200);
    const [first] = made.json().Data.Ids as number[];

    const facts = (await get(`${ENDPOINTS.siReviewFacts}?Id=${first}`, 'reviewer@demo.test')).json().Data;
    expect(facts.Coverage.Extra).toEqual([]);
    expect(facts.Coverage.Missing).toEqual([]);
    expect(facts.Coverage.Classes).toEqual([{ TYPE: '40HQ', Booked: 2, This: 1, Other: 1 }]);
    expect(facts.Problems.filter((p: { Severity?: string }) => p.Severity !== 'warning')).toEqual([]);
  });
});
