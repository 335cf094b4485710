import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../../server/app';
import type { Db } from '../../../../server/db/types';
import { loggableUrl, loggerOptions } from '../../../../server/http/logging';
import { ENDPOINTS } from '../../../../src/contract/endpoints';
import { hblSharePdfCall } from '../../../../src/contract/houseBill/calls';
import { HOUSE_BILL_PAGES } from '../../../../src/contract/houseBill/module';
import { rateCardViewCall } from '../../../../src/contract/rates/rateCardCalls';
import { fixtureDist, seededDb } from '../../support/build';

/**
 * Issue 45 item 15c: a share link's token and a VGM access code never reach the access log — in the
 * query of every share call and share page (`t=`, `card=`, `AccessCode=`), in a path, in the
 * `access-code` header, or in a body logged by hand — with the production logger into memory.
 */
const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});
let app: FastifyInstance;
let db: Db;

beforeAll(async () => {
  db = await seededDb();
  app = await buildApp({ db, staticDir: fixtureDist(), logger: loggerOptions('trace', stream) });
});
afterAll(async () => {
  await app.close();
  await db.close();
});

/** A token as the platform makes them (16 random bytes, base64url), with a digit so the path rule sees it too. */
const token = () => `${randomBytes(16).toString('base64url').slice(0, 21)}7`;

describe('share links in the access log', () => {
  it('every share call and page: the token and the access code are redacted, the path and the rest kept', async () => {
    const secrets: string[] = [];
    const t = () => {
      const s = token();
      secrets.push(s);
      return s;
    };
    const code = '482913';
    secrets.push(code);
    const calls = [
      `${ENDPOINTS.manifestShareOpen}?t=${t()}`,
      `${ENDPOINTS.vgmShareRead}?t=${t()}&AccessCode=${code}`,
      `${ENDPOINTS.hblShareRead}?t=${t()}`,
      `${hblSharePdfCall.path}?t=${t()}`,
      `${rateCardViewCall.path}?Token=${t()}`,
      `/external/mainifest/VGMEdit?t=${t()}`,
      `${HOUSE_BILL_PAGES.share}?t=${t()}`,
      `/customer/freightCenter?card=${t()}`,
    ];
    for (const url of calls) expect((await app.inject({ url, headers: { 'access-code': code } })).statusCode).toBeLessThan(500);
    for (const url of [ENDPOINTS.manifestShareSave, ENDPOINTS.vgmShareDeclare, ENDPOINTS.hblShareDecide])
      expect((await app.inject({ method: 'POST', url, payload: { t: t(), AccessCode: code }, headers: { 'access-code': code } })).statusCode).toBeLessThan(500);
    // a body that is no JSON echoes its text in the error
    await app.inject({
      method: 'POST',
      url: ENDPOINTS.vgmShareDeclare,
      payload: `{"t":"${t()}","AccessCode":"${code}"`,
      headers: { 'content-type': 'application/json' },
    });
    // and by hand
    app.log.info({ share: { t: t(), AccessCode: code }, headers: { 'access-code': code } }, 'share by hand');

    const log = lines.join('');
    expect(log).toContain(ENDPOINTS.vgmShareRead);
    expect(log).toContain('/external/mainifest/VGMEdit?t=[redacted]');
    expect(log).toContain('AccessCode=[redacted]');
    for (const secret of secrets) expect(log, `the log holds ${secret}`).not.toContain(secret);
  });

  it('a token in a path is redacted; route names are kept', () => {
    const s = token();
    expect(loggableUrl(`/s/${s}/pdf?x=1`)).toBe('/s/[redacted]/pdf?x=1');
    expect(loggableUrl(`/s/${s}`)).toBe('/s/[redacted]');
    expect(loggableUrl('/api/Employee/currentEmployeeMenuTree?Id=2')).toBe('/api/Employee/currentEmployeeMenuTree?Id=2');
    expect(loggableUrl('/MakeOrderBusiness/HBLMake?Id=12')).toBe('/MakeOrderBusiness/HBLMake?Id=12');
  });
});
