import type { ManifestConfig, ManifestConfigSave } from '../../contract/manifestSetup/calls';
import { companyIdOf } from './companies';

/** A configuration as the edit form holds it (every value a string) and back. */
export type ConfigValues = Record<string, string>;

const FLAGS = ['MCF_REQUIRE_VERIFY', 'MCF_AUTO_SEND', 'MCF_REQUIRE_SI_MATCH', 'MCF_REQUIRE_CONTACT', 'MCF_REQUIRE_HOUSE', 'MCF_ENABLED'] as const;
const TEXTS = ['MCF_FILING', 'MCF_CARRIER', 'MCF_LOADING_CODE', 'MCF_CUSTOMS_CODE', 'MCF_SENDER_CODE', 'MCF_CHANNEL', 'MCF_REMARK'] as const;

export const NEW_CONFIG: ConfigValues = {
  CompanyId: '',
  MCF_FILING: 'CN_EXPORT',
  MCF_CARRIER: '',
  MCF_LOADING_CODE: '',
  MCF_CUSTOMS_CODE: '',
  MCF_SENDER_CODE: '',
  MCF_CHANNEL: 'SIMULATOR',
  MCF_DEADLINE_HOURS: '24',
  MCF_REQUIRE_VERIFY: 'true',
  MCF_AUTO_SEND: 'false',
  MCF_REQUIRE_SI_MATCH: 'true',
  MCF_REQUIRE_CONTACT: 'false',
  MCF_REQUIRE_HOUSE: 'false',
  MCF_ENABLED: 'true',
  MCF_REMARK: '',
};

export function valuesOf(c: ManifestConfig): ConfigValues {
  return {
    // as the company picker holds a record: "<id> <name>"
    CompanyId: c.CompanyId === null ? '' : `${c.CompanyId} ${c.CompanyName}`.trim(),
    ...Object.fromEntries(TEXTS.map((k) => [k, c[k]])),
    MCF_DEADLINE_HOURS: String(c.MCF_DEADLINE_HOURS),
    ...Object.fromEntries(FLAGS.map((k) => [k, String(c[k])])),
  };
}

/** The form's strings as the call's body; a company id left empty is the platform's default, the hours a whole number. */
export function configOf(v: ConfigValues, ref?: { Id: number; Version: number }): ManifestConfigSave {
  const hours = Number(v.MCF_DEADLINE_HOURS);
  const company = companyIdOf(v.CompanyId ?? '');
  return {
    ...(ref ? { Id: ref.Id, Version: ref.Version } : {}),
    CompanyId: company ?? null,
    MCF_FILING: v.MCF_FILING as ManifestConfigSave['MCF_FILING'],
    MCF_CARRIER: v.MCF_CARRIER ?? '',
    MCF_LOADING_CODE: v.MCF_LOADING_CODE ?? '',
    MCF_CUSTOMS_CODE: v.MCF_CUSTOMS_CODE ?? '',
    MCF_SENDER_CODE: v.MCF_SENDER_CODE ?? '',
    MCF_CHANNEL: v.MCF_CHANNEL ?? '',
    // not a whole number: sent as is, and the server names the field
    MCF_DEADLINE_HOURS: Number.isFinite(hours) && v.MCF_DEADLINE_HOURS?.trim() ? hours : (v.MCF_DEADLINE_HOURS as unknown as number),
    MCF_REQUIRE_VERIFY: v.MCF_REQUIRE_VERIFY === 'true',
    MCF_AUTO_SEND: v.MCF_AUTO_SEND === 'true',
    MCF_REQUIRE_SI_MATCH: v.MCF_REQUIRE_SI_MATCH === 'true',
    MCF_REQUIRE_CONTACT: v.MCF_REQUIRE_CONTACT === 'true',
    MCF_REQUIRE_HOUSE: v.MCF_REQUIRE_HOUSE === 'true',
    MCF_ENABLED: v.MCF_ENABLED === 'true',
    MCF_REMARK: v.MCF_REMARK ?? '',
  };
}
