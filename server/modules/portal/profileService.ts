import type { CallInput } from '../../../src/contract/call';
import type { Address, Enterprise, portalCalls as C } from '../../../src/contract/portal/calls';
import type { Db } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { no } from '../../platform/refusal';
import { inTransaction } from '../../platform/transaction';
import { editedCompany, noSite } from './editedCompany';
import { mediaOfCompany } from './mediaRepository';
import { presentAddress, presentEnterprise } from './present';
import * as R from './profileRepository';
import { portalRichText } from './richText';

/** The enterprise information and offices of the site being edited (drafts: visitors see them once the site is published). */
export function profileService(db: Db) {
  return {
    async enterprise(actor: Actor, input: CallInput<typeof C.enterpriseGet>): Promise<Outcome<Enterprise>> {
      const c = await editedCompany(db, actor, input.CompanyId);
      return c.ok ? { ok: true, value: presentEnterprise(c.value.id, await R.enterpriseOf(db, c.value.id)) } : c;
    },

    saveEnterprise(actor: Actor, input: CallInput<typeof C.enterpriseSave>): Promise<Outcome<Enterprise>> {
      return inTransaction(db, async (tx) => {
        const c = await editedCompany(tx, actor, input.CompanyId);
        if (!c.ok) return c;
        const now = await R.lockEnterprise(tx, c.value.id);
        if ((now?.version ?? 0) !== input.Version)
          return no(
            'STALE',
            `The enterprise information was changed meanwhile (now version ${now?.version}): reload it.`,
            `企业信息已被他人修改（当前版本 ${now?.version}），请刷新后再改。`,
          );
        if (input.LogoMediaId && !(await mediaOfCompany(tx, c.value.id, input.LogoMediaId)))
          return no('NO_MEDIA', 'The logo is not one of this site’s images.', '企业标志不是本门户的图片。');
        await R.upsertEnterprise(tx, c.value.id, {
          nameZh: input.NameZh.trim(),
          nameEn: input.NameEn.trim(),
          logoMediaId: input.LogoMediaId,
          slogan: input.Slogan.trim(),
          intro: portalRichText(input.Intro),
          founded: input.Founded.trim(),
          licences: input.Licences,
          contact: input.Contact,
        });
        return { ok: true, value: presentEnterprise(c.value.id, await R.enterpriseOf(tx, c.value.id)) };
      });
    },

    async addresses(actor: Actor, input: CallInput<typeof C.addressList>): Promise<Outcome<{ Items: Address[] }>> {
      const c = await editedCompany(db, actor, input.CompanyId);
      return c.ok ? { ok: true, value: { Items: (await R.addressesOf(db, c.value.id)).map(presentAddress) } } : c;
    },

    saveAddress(actor: Actor, input: CallInput<typeof C.addressSave>): Promise<Outcome<Address>> {
      return inTransaction(db, async (tx) => {
        const existing = input.Id ? await R.addressById(tx, input.Id) : undefined;
        if (input.Id && !existing) return noSite();
        const c = await editedCompany(tx, actor, existing?.company_id ?? input.CompanyId);
        if (!c.ok) return c;
        if ((input.Latitude === null) !== (input.Longitude === null))
          return no('COORDINATES', 'Give both latitude and longitude, or neither.', '纬度和经度须同时填写或同时留空。');
        const fields: R.AddressFields = {
          nameZh: input.NameZh.trim(),
          nameEn: input.NameEn.trim(),
          address: input.Address.trim(),
          latitude: input.Latitude,
          longitude: input.Longitude,
          phone: input.Phone.trim(),
          email: input.Email.trim(),
          hours: input.Hours.trim(),
          order: input.Order,
          headOffice: input.HeadOffice,
        };
        if (!fields.nameZh || !fields.address) return no('ADDRESS_EMPTY', 'Give the office a name and an address.', '请填写办公室名称和地址。');
        const id = existing ? existing.id : await R.insertAddress(tx, c.value.id, fields);
        if (existing) await R.updateAddress(tx, Number(id), fields);
        if (fields.headOffice) await R.clearHeadOffice(tx, c.value.id, id);
        return { ok: true, value: presentAddress((await R.addressById(tx, Number(id)))!) };
      });
    },

    deleteAddress(actor: Actor, id: number): Promise<Outcome<{ Done: boolean }>> {
      return inTransaction(db, async (tx) => {
        const a = await R.addressById(tx, id);
        if (!a || !(await editedCompany(tx, actor, a.company_id)).ok) return noSite();
        await R.deleteAddress(tx, id);
        return { ok: true, value: { Done: true } };
      });
    },
  };
}
