import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { crmApp } from './crmApp';

/** A contact's e-mail consent (the EDM sends only to consented contacts): given with how and when, withdrawn; by its customer's holder. */
describe("a contact's e-mail consent", () => {
  const { post, get, one, customerId } = crmApp();
  const contactOf = async (customer: string) =>
    (
      await one<{ id: number }>(`select t.id::int from crm_contacts t where t.customer_id = $1 and t.deleted_at is null order by t.id limit 1`, [
        await customerId(customer),
      ])
    ).id;
  const row = (id: number) =>
    one<{ email_consent: boolean; email_consent_source: string | null; email_consent_at: Date | null }>(
      `select email_consent, email_consent_source, email_consent_at from crm_contacts where id = $1`,
      [id],
    );

  it('records consent with its source and time, shows it on the customer, and withdraws it', async () => {
    const customer = await customerId('上海浦江化工有限公司');
    const id = await contactOf('上海浦江化工有限公司');
    const given = await post('zhou', ENDPOINTS.crmContactConsent, { Id: id, Consent: true, ConsentSource: 'WRITTEN' });
    expect(given.statusCode).toBe(200);
    const r = await row(id);
    expect(r.email_consent).toBe(true);
    expect(r.email_consent_source).toBe('WRITTEN');
    expect(Math.abs(new Date(r.email_consent_at!).getTime() - Date.now())).toBeLessThan(60_000);
    const shown = (await get('zhou', `${ENDPOINTS.crmCustomerGet}?Id=${customer}`)).json().Data.Contacts.find((c: { Id: number }) => c.Id === id);
    expect(shown).toMatchObject({ Consent: true, ConsentSource: 'WRITTEN' });
    expect(shown.ConsentAt).toBe(new Date(r.email_consent_at!).toISOString());

    expect((await post('zhou', ENDPOINTS.crmContactConsent, { Id: id, Consent: false })).statusCode).toBe(200);
    const w = await row(id);
    expect(w.email_consent).toBe(false);
    expect(w.email_consent_source).toBeNull();
    expect(
      await one<{ n: number }>(`select count(*)::int as n from crm_events where entity = 'CONTACT' and entity_id = $1 and action = 'CONSENT'`, [id]),
    ).toEqual({ n: 2 });
  });

  it('asks how consent was given (CONSENT_SOURCE); another salesperson’s contact is absent (404); nothing changes', async () => {
    const id = await contactOf('上海浦江化工有限公司');
    const before = await row(id);
    const noSource = await post('zhou', ENDPOINTS.crmContactConsent, { Id: id, Consent: true });
    expect(noSource.statusCode).toBe(400);
    expect(noSource.json().Code).toBe('CONSENT_SOURCE');
    expect(noSource.json().Message).toContain('如何同意');
    const notHers = await post('sunLi', ENDPOINTS.crmContactConsent, { Id: id, Consent: true, ConsentSource: 'EMAIL' });
    expect(notHers.statusCode).toBe(404);
    expect(await row(id)).toEqual(before);
  });
});
