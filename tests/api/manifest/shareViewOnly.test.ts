import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { approvedSi, CUSTOMER, isoNumber, manifestApp, newBooking, PARTIES } from './manifestApp';

/**
 * Issue 45 item 15a and 15d on the manifest's share links: a view-only link writes nothing — not a
 * party, not an empty body (which moved the version and wrote history); a save that changes nothing
 * through an edit link moves no version and writes no history either; every answer of the link's
 * three calls says noindex, a refusal and a body that fails its schema too.
 */
const { t, post, get } = manifestApp();

async function draft() {
  const cnnos = [isoNumber('SHVU', (process.pid % 1000) * 10 + Math.floor(Math.random() * 9))];
  const { cgo, mbl } = await newBooking(t.db, cnnos);
  const si = await approvedSi(t.db, cgo, mbl, cnnos);
  const made = await post(CUSTOMER, ENDPOINTS.manifestCreate, { MFT_FILING: 'CN_EXPORT', MFT_LEVEL: 'MASTER', MFT_CGO_ID: cgo, MFT_SI_ID: si });
  return made.json().Data.Id as number;
}
const linkOf = async (id: number, Scope: string[]) => (await post(CUSTOMER, ENDPOINTS.manifestShareCreate, { Id: id, Scope })).json().Data.Token as string;
const save = (body: object) => t.app.inject({ method: 'POST', url: ENDPOINTS.manifestShareSave, payload: body });
/** The manifest's version and its history of saves through links. */
async function trace(id: number) {
  const version = (await get(CUSTOMER, `${ENDPOINTS.manifestGet}?Id=${id}`)).json().Data.VERSION as number;
  const saves = (await get(CUSTOMER, `${ENDPOINTS.manifestLog}?Id=${id}`)).json().Data.filter((e: { Type: string }) => e.Type === 'v1.ManifestSavedByShare');
  return { version, saves: saves.length as number };
}

describe('a manifest share link writes only what it may, and only a change', () => {
  it('a view-only link: an empty body and a party are refused; nothing moves', async () => {
    const id = await draft();
    const token = await linkOf(id, ['VIEW']);
    const before = await trace(id);
    for (const body of [{ t: token }, { t: token, Consignee: PARTIES.Consignee }]) {
      const res = await save(body);
      expect([res.statusCode, res.json().Code]).toEqual([400, 'mft.share.scope']);
      expect(res.headers['x-robots-tag']).toBe('noindex');
    }
    const submit = await t.app.inject({ method: 'POST', url: ENDPOINTS.manifestShareSubmit, payload: { t: token } });
    expect([submit.statusCode, submit.json().Code]).toEqual([400, 'mft.share.scope']);
    expect(await trace(id)).toEqual(before);
  });

  it('an edit link: an empty body, or the parties as they are, change nothing; a real change moves the version once', async () => {
    const id = await draft();
    const token = await linkOf(id, ['EDIT_PARTIES']);
    const before = await trace(id);
    const empty = await save({ t: token });
    expect(empty.statusCode, empty.body).toBe(200);
    expect(await trace(id)).toEqual(before);

    const changed = await save({ t: token, Consignee: PARTIES.Consignee });
    expect(changed.statusCode).toBe(200);
    const after = await trace(id);
    expect(after).toEqual({ version: before.version + 1, saves: before.saves + 1 });
    // the same party again, as the link's page sends it back
    const shown = (await t.app.inject({ method: 'GET', url: `${ENDPOINTS.manifestShareOpen}?t=${token}` })).json().Data.Manifest.Consignee;
    expect((await save({ t: token, Consignee: shown })).statusCode).toBe(200);
    expect(await trace(id)).toEqual(after);
  });

  it('every answer of the three calls says noindex: a query or body that fails its schema too', async () => {
    const bad = [
      await t.app.inject({ method: 'GET', url: ENDPOINTS.manifestShareOpen }),
      await t.app.inject({ method: 'POST', url: ENDPOINTS.manifestShareSave, payload: { t: 'x', Consignee: 'not a party' } }),
      await t.app.inject({ method: 'POST', url: ENDPOINTS.manifestShareSubmit, payload: {} }),
    ];
    expect(bad.map((r) => r.statusCode)).toEqual([400, 400, 400]);
    for (const r of bad) expect(r.headers['x-robots-tag']).toBe('noindex');
  });
});
