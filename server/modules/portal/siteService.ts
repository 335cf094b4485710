import { randomBytes } from 'node:crypto';
import type { CallInput } from '../../../src/contract/call';
import type { portalCalls as C, SiteConfig } from '../../../src/contract/portal/calls';
import { domainsProblem, VARIANT_HOME } from '../../../src/domain/portal/site';
import type { Db, Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { no } from '../../platform/refusal';
import { inTransaction } from '../../platform/transaction';
import { editedCompany } from './editedCompany';
import { draftSnapshot, EMPTY_SETTINGS, presentSite } from './present';
import { previewToken } from './previewToken';
import * as R from './siteRepository';
import { enterpriseOf } from './profileRepository';

/** A new site's random keys: the portal key browsers send, the secret that signs previews. */
export const newKeys = () => ({ key: randomBytes(16).toString('hex'), secret: randomBytes(32).toString('hex') });

const stale = (v: number) =>
  no<never>('STALE', `The site was changed meanwhile (now version ${v}): reload it.`, `门户配置已被他人修改（当前版本 ${v}），请刷新后再改。`);

async function present(q: Queryable, id: string, name: string): Promise<Outcome<SiteConfig>> {
  return { ok: true, value: presentSite(id, name, await R.siteOf(q, id)) };
}

export function siteService(db: Db) {
  return {
    async get(actor: Actor, input: CallInput<typeof C.siteGet>): Promise<Outcome<SiteConfig>> {
      const c = await editedCompany(db, actor, input.CompanyId);
      return c.ok ? present(db, c.value.id, c.value.name) : c;
    },

    save(actor: Actor, input: CallInput<typeof C.siteSave>): Promise<Outcome<SiteConfig>> {
      return inTransaction(db, async (tx) => {
        const c = await editedCompany(tx, actor, input.CompanyId);
        if (!c.ok) return c;
        const domains = input.Domains.map((d) => d.trim());
        const problem = domainsProblem(domains);
        if (problem) return no(problem.Code, problem.en, problem.zh);
        const taken = await R.domainsTakenElsewhere(tx, c.value.id, domains);
        if (taken.length) return no('DOMAIN_TAKEN', `${taken.join(', ')} is another company's site.`, `${taken.join('、')} 已被其他企业门户使用。`);
        const site = await R.lockSite(tx, c.value.id);
        if ((site?.version ?? 0) !== input.Version) return stale(site?.version ?? 0);
        const fields = { variant: input.Variant, lang: input.Lang, settings: { ...EMPTY_SETTINGS, ...input.Settings }, by: actor.id };
        if (site) await R.updateSite(tx, c.value.id, fields);
        else await R.insertSite(tx, { companyId: c.value.id, ...fields, ...newKeys() });
        await R.replaceDomains(tx, c.value.id, domains);
        return present(tx, c.value.id, c.value.name);
      });
    },

    /** On (§14.3: refused without a domain, the company's name, logo and contact) or off (its domains stay reserved). */
    setEnabled(actor: Actor, input: CallInput<typeof C.siteEnable>, on: boolean): Promise<Outcome<SiteConfig>> {
      return inTransaction(db, async (tx) => {
        const c = await editedCompany(tx, actor, input.CompanyId);
        if (!c.ok) return c;
        const site = await R.lockSite(tx, c.value.id);
        if (!site) return no('NO_SITE', 'Save the site settings first.', '请先保存门户配置。');
        if (site.version !== input.Version) return stale(site.version);
        if (on) {
          const refusal = await enableRefusal(tx, site);
          if (refusal) return refusal;
        }
        await R.setEnabled(tx, c.value.id, on, actor.id);
        return present(tx, c.value.id, c.value.name);
      });
    },

    /** Publish (§14.4): the drafts become a new version, the one visitors see. */
    publish(actor: Actor, input: CallInput<typeof C.sitePublish>): Promise<Outcome<{ Version: number }>> {
      return inTransaction(db, async (tx) => {
        const c = await editedCompany(tx, actor, input.CompanyId);
        if (!c.ok) return c;
        const site = await R.lockSite(tx, c.value.id);
        if (!site) return no('NO_SITE', 'Save the site settings first.', '请先保存门户配置。');
        return { ok: true, value: { Version: await R.insertVersion(tx, c.value.id, await draftSnapshot(tx, site), actor.id) } };
      });
    },
  };
}

/** The published versions, roll back, the preview link and the companies platform staff pick from. */
export function siteVersionService(db: Db) {
  return {
    async versions(actor: Actor, input: CallInput<typeof C.siteVersions>) {
      const c = await editedCompany(db, actor, input.CompanyId);
      if (!c.ok) return c;
      const site = await R.siteOf(db, c.value.id);
      const rows = await R.versionsOf(db, c.value.id);
      const Items = rows.map((v) => ({
        Version: v.version,
        PublishedAt: v.published_at,
        PublishedBy: v.published_by,
        Current: v.version === site?.ptl_published_version,
      }));
      return { ok: true as const, value: { Items } };
    },

    /** Roll back: an earlier published version is what visitors see again (the drafts stay as they are). */
    rollback(actor: Actor, input: CallInput<typeof C.siteRollback>): Promise<Outcome<{ Version: number }>> {
      return inTransaction(db, async (tx) => {
        const c = await editedCompany(tx, actor, input.CompanyId);
        if (!c.ok) return c;
        await R.lockSite(tx, c.value.id);
        if (!(await R.versionExists(tx, c.value.id, input.Version)))
          return no('NO_VERSION', `Version ${input.Version} was never published.`, `没有已发布的第 ${input.Version} 版。`);
        await R.setPublished(tx, c.value.id, input.Version);
        return { ok: true, value: { Version: input.Version } };
      });
    },

    async previewToken(actor: Actor, input: CallInput<typeof C.sitePreviewToken>) {
      const c = await editedCompany(db, actor, input.CompanyId);
      if (!c.ok) return c;
      const site = await R.siteOf(db, c.value.id);
      if (!site) return no<never>('NO_SITE', 'Save the site settings first.', '请先保存门户配置。');
      const t = previewToken(site.company_id, site.ptl_preview_secret);
      const domain = site.domains[0];
      const Url = domain ? `//${domain}${VARIANT_HOME[site.ptl_variant as keyof typeof VARIANT_HOME]}?preview=${encodeURIComponent(t.token)}` : null;
      return { ok: true as const, value: { Token: t.token, ExpiresAt: t.expiresAt.toISOString(), Url } };
    },

    async companies(input: CallInput<typeof C.siteCompanies>) {
      const rows = await R.companiesWithSites(db, input.Search?.trim() ?? '');
      const Items = rows.map((r) => ({ CompanyId: Number(r.id), Name: r.name, Kind: r.kind, Enabled: !!r.enabled, Domains: r.domains ?? [] }));
      return { ok: true as const, value: { Items } };
    },
  };
}

async function enableRefusal(tx: Queryable, site: R.SiteRow): Promise<Outcome<never> | undefined> {
  if (!site.domains.length) return no('NO_DOMAIN', 'Add the domain the site is served on first.', '请先填写门户域名。');
  const e = await enterpriseOf(tx, site.company_id);
  const missing = [
    !e?.name_zh && ['name', '企业名称'],
    !e?.logo_media_id && ['logo', '企业标志'],
    !(e?.contact.Phone || e?.contact.Email) && ['contact phone or e-mail', '联系电话或邮箱'],
  ].filter((x): x is [string, string] => !!x);
  if (!missing.length) return undefined;
  return no(
    'ENTERPRISE_INCOMPLETE',
    `Fill in the enterprise information first: ${missing.map((m) => m[0]).join(', ')}.`,
    `请先完善企业信息：${missing.map((m) => m[1]).join('、')}。`,
  );
}
