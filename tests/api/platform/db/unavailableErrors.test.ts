import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installErrorHandling } from '../../../../server/http/errors';
import { databaseUnavailable } from '../../../../server/http/dbErrors';

/**
 * Which errors mean "the database is out of reach" (503) rather than a bug (500). The whole path
 * against a real PostgreSQL that goes away is connectionDrops.test.ts beside this file (with
 * DATABASE_URL); this runs everywhere, with the errors node-postgres and node really raise.
 */
const pgError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: 'FATAL' });

describe('database unavailable → 503', () => {
  it('knows connection failures by code, SQLSTATE and node-postgres wording', () => {
    const unavailable = [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      Object.assign(new AggregateError([Object.assign(new Error('a'), { code: 'ECONNREFUSED' }), Object.assign(new Error('b'), { code: 'ECONNREFUSED' })]), {
        code: 'ECONNREFUSED',
      }),
      new AggregateError([Object.assign(new Error('::1'), { code: 'ECONNREFUSED' }), Object.assign(new Error('127.0.0.1'), { code: 'ETIMEDOUT' })]),
      pgError('57P01', 'terminating connection due to administrator command'),
      pgError('57P03', 'the database system is starting up'),
      pgError('08006', 'connection failure'),
      pgError('53300', 'sorry, too many clients already'),
      new Error('Connection terminated unexpectedly'),
      new Error('Connection terminated due to connection timeout'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Client has encountered a connection error and is not queryable'),
      // the statement timeout: the database cancelled it (57014), or gave no answer at all within the client's bound
      pgError('57014', 'canceling statement due to statement timeout'),
      new Error('Query read timeout'),
    ];
    for (const e of unavailable) expect(databaseUnavailable(e), e.message).toBe(true);
  });

  it('leaves everything else alone: bad SQL, constraint violations, other errors stay what they are', () => {
    const others = [
      pgError('23505', 'duplicate key value violates unique constraint "si_records_no"'),
      pgError('42P01', 'relation "nope" does not exist'),
      pgError('40001', 'could not serialize access due to concurrent update'),
      new TypeError('fetch failed'),
      new Error('something else'),
      new AggregateError([]),
      new AggregateError([Object.assign(new Error('a'), { code: 'ECONNREFUSED' }), new Error('b')]),
      undefined,
      'ECONNREFUSED',
    ];
    for (const e of others) expect(databaseUnavailable(e), String((e as Error)?.message ?? e)).toBe(false);
  });

  it('answers 503 with the envelope and Retry-After; other errors keep their 500', async () => {
    const app = Fastify();
    installErrorHandling(app, 1024 * 1024);
    app.get('/down', async () => {
      throw pgError('57P01', 'terminating connection due to administrator command');
    });
    app.get('/bug', async () => {
      throw pgError('42P01', 'relation "nope" does not exist');
    });
    const down = await app.inject({ method: 'GET', url: '/down' });
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect(down.json()).toMatchObject({ Status: false, Message: '数据库暂时无法访问，请稍后再试。' }); // Chinese by default
    const english = await app.inject({ method: 'GET', url: '/down', headers: { 'accept-language': 'en' } });
    expect(english.json()).toMatchObject({ Status: false, Message: expect.stringMatching(/^The database is unavailable/) });
    const bug = await app.inject({ method: 'GET', url: '/bug' });
    expect(bug.statusCode).toBe(500);
    expect(bug.json().Message).not.toMatch(/database is unavailable/);
    await app.close();
  });
});
