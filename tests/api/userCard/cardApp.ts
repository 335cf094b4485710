import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { Card } from '../../../src/contract/userCard/calls';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';

/** The business card's API tests: an app with the card's calls (and `more` modules'), people signed in, a visitor from an address of its own. */
export function cardApp(more: string[] = []) {
  const t = withTestApp({ modules: ['userCard', ...more] });
  const { call, asUser } = caller(t);
  const as = async (account: string) => {
    const token = await asUser(account);
    const send = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}`, 'accept-language': 'zh' } });
    return {
      token,
      send,
      get: async () => (await send('GET', ENDPOINTS.userCardGet)).json().Data as Card,
      save: (body: object) => send('POST', ENDPOINTS.userCardSave, body),
      share: (Rotate?: boolean) => send('POST', ENDPOINTS.userCardShare, Rotate === undefined ? {} : { Rotate }),
      stats: async () =>
        (await send('GET', ENDPOINTS.userCardStats)).json().Data as { Views: number; Saves: number; Days: { Day: string; Views: number; Saves: number }[] },
    };
  };
  let address = 0;
  /** A visitor (no session) from an address of its own: the public calls are limited per address. */
  const visitor = (lang = 'zh') => {
    const ip = `10.93.${Math.floor(++address / 250)}.${address % 250}`;
    return {
      card: (c: string) =>
        t.app.inject({ method: 'GET', url: `${ENDPOINTS.userCardPublic}?c=${encodeURIComponent(c)}`, headers: { 'accept-language': lang }, remoteAddress: ip }),
      vcf: (c: string) =>
        t.app.inject({
          method: 'GET',
          url: `${ENDPOINTS.userCardPublicVcf}?c=${encodeURIComponent(c)}`,
          headers: { 'accept-language': lang },
          remoteAddress: ip,
        }),
      raw: (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: ip }),
      quote: (body: object) =>
        t.app.inject({ method: 'POST', url: ENDPOINTS.userCardPublicQuote, payload: body, headers: { 'accept-language': lang }, remoteAddress: ip }),
    };
  };
  return { t, call, as, visitor };
}

/** The card's fields as Save takes them. */
export const cardBody = (patch: object = {}) => ({
  CRD_NAME: '王强',
  CRD_TITLE: '物流经理',
  CRD_PHONE: '139 0571 0000',
  CRD_EMAIL: 'wang@example.com',
  CRD_INTRO: '负责天祥的出口订舱；供应商请把订舱确认发给我。',
  CRD_OFFICE_NAME: '杭州办公室',
  CRD_OFFICE_ADDRESS: '杭州市清春路 8 号',
  CRD_SERVICES: ['FCL'],
  CRD_LANES: [{ POL: 'CNNGB', POD: 'DEHAM' }],
  CRD_PUBLIC_FIELDS: ['TITLE', 'EMAIL', 'LANES'],
  VERSION: 0,
  ...patch,
});

export const tokenOfUrl = (url: string) => new URL(url).searchParams.get('c') ?? '';

/** Tiny pictures by their first bytes. */
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
export const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
