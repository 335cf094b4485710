import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { approvedSi, CUSTOMER, isoNumber, manifestApp, newBooking } from './manifestApp';

/**
 * The manifest names its loading port's zone (issue 45 item 9): the editor shows and takes the planned
 * loading on that clock, not the browser's — a 12:00 Shanghai loading showed as 04:00.
 */
const { t, post, get } = manifestApp();

describe('the manifest’s loading zone', () => {
  it('is the loading port’s, and follows the port when it changes', async () => {
    const cnnos = [isoNumber('MFZU', (process.pid % 1000) * 1000 + Math.floor(Math.random() * 900))];
    const { cgo, mbl } = await newBooking(t.db, cnnos, 72);
    const si = await approvedSi(t.db, cgo, mbl, cnnos);
    const made = await post(CUSTOMER, ENDPOINTS.manifestCreate, { MFT_FILING: 'CN_EXPORT', MFT_LEVEL: 'MASTER', MFT_CGO_ID: cgo, MFT_SI_ID: si });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().Data.Id as number;
    const got = (await get(CUSTOMER, `${ENDPOINTS.manifestGet}?Id=${id}`)).json().Data;
    expect(got.MFT_LOADING_CODE).toBe('CNSHA');
    expect(got.LoadingZone).toBe('Asia/Shanghai');

    const saved = await post(CUSTOMER, ENDPOINTS.manifestSave, { Id: id, VERSION: got.VERSION, MFT_LOADING_CODE: 'JPTYO' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get(CUSTOMER, `${ENDPOINTS.manifestGet}?Id=${id}`)).json().Data.LoadingZone).toBe('Asia/Tokyo');
  });
});
