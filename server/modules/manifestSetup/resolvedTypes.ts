import type { RemarkUse } from '../../../src/contract/manifestSetup/calls';

/**
 * The configuration a manifest is made under (operations.md §7.2 `manifest_configs`): the company's
 * own enabled configurations first, else the platform's (company_id null); within one of them the
 * most specific match wins — carrier and port, then carrier, then port, then neither. Nothing
 * matching: the built-in default (24 hours, verification on, the simulator).
 */
export interface ResolvedManifestConfig {
  /** null: the built-in default, no row behind it. */
  Id: number | null;
  CompanyId: number | null;
  /** Where it came from, for the manifest's page ("平台默认" …). */
  Source: 'company' | 'platform' | 'builtIn';
  MCF_FILING: string;
  MCF_CARRIER: string;
  MCF_LOADING_CODE: string;
  MCF_CUSTOMS_CODE: string;
  MCF_SENDER_CODE: string;
  MCF_CHANNEL: string;
  MCF_DEADLINE_HOURS: number;
  MCF_REQUIRE_VERIFY: boolean;
  MCF_AUTO_SEND: boolean;
  MCF_REQUIRE_SI_MATCH: boolean;
  MCF_REQUIRE_CONTACT: boolean;
  MCF_REQUIRE_HOUSE: boolean;
  MCF_ENABLED: boolean;
}

export const BUILT_IN_CONFIG: Omit<ResolvedManifestConfig, 'MCF_FILING'> = Object.freeze({
  Id: null,
  CompanyId: null,
  Source: 'builtIn',
  MCF_CARRIER: '',
  MCF_LOADING_CODE: '',
  MCF_CUSTOMS_CODE: '',
  MCF_SENDER_CODE: '',
  MCF_CHANNEL: 'SIMULATOR',
  MCF_DEADLINE_HOURS: 24,
  MCF_REQUIRE_VERIFY: true,
  MCF_AUTO_SEND: false,
  MCF_REQUIRE_SI_MATCH: true,
  MCF_REQUIRE_CONTACT: false,
  MCF_REQUIRE_HOUSE: false,
  MCF_ENABLED: true,
});

export interface ManifestRemark {
  MRK_CODE: string;
  MRK_USE: RemarkUse;
  MRK_TEXT_ZH: string;
  MRK_TEXT_EN: string;
}
