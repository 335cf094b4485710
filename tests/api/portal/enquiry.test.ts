import { describe, expect, it } from 'vitest';
import { withTestApp } from '../support/build';
import { HZTX, nextIp, P, visit } from './support';

const t = withTestApp({ modules: ['portal', 'messages'] });
const enquiry = { Name: '王先生', Company: '宁波某贸易公司', Phone: '13800001111', Email: 'wang@example.com', Message: '请报上海到汉堡 40HQ 的运价。' };
const send = (payload: object, ip: string, lang = 'zh') => visit(t.app, HZTX, P.publicContact, { method: 'POST', payload, ip, lang });

describe('the contact form (§15.2 Contact)', () => {
  it('turns an enquiry into a message to the site company’s staff', async () => {
    const res = await send(enquiry, nextIp());
    expect(res.statusCode, res.body).toBe(200);
    const [m] = await t.db.query<{ title: string; description: string; code: string }>(
      `select m.title, m.description, c.code from messages m join companies c on c.id = m.target_company_id where m.title like '网站留言%' order by m.id desc limit 1`,
    );
    expect(m).toMatchObject({ title: '网站留言：王先生 · 宁波某贸易公司', code: 'CUS-HZTX' });
    expect(m!.description).toContain('13800001111');
    expect(m!.description).toContain('40HQ');
  });

  it('refuses bad input with a clear 400, never a 500', async () => {
    const ip = nextIp();
    const cases: object[] = [
      { ...enquiry, Name: '' },
      { ...enquiry, Message: '' },
      { ...enquiry, Email: 'not-an-address' },
      { ...enquiry, Phone: '<b>1</b>' },
      { ...enquiry, Message: 'x'.repeat(2001) },
      { ...enquiry, Extra: 1 },
      { Name: 'x' },
    ];
    for (const c of cases) {
      const res = await send(c, ip);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().Message).toBeTruthy();
    }
    const noWay = await send({ ...enquiry, Phone: '', Email: '' }, ip, 'en');
    expect(noWay.json()).toMatchObject({ Code: 'NO_REPLY_ADDRESS', Message: 'Give a phone number or an e-mail address so that we can answer.' });
  });

  it('takes 5 enquiries an hour from one address, then 429 with Retry-After; another address is not held up', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) expect((await send(enquiry, ip)).statusCode).toBe(200);
    const sixth = await send(enquiry, ip);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().Code).toBe('CONTACT_LIMIT');
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(3000);
    expect((await send(enquiry, nextIp())).statusCode).toBe(200);
  });
});
