import type { Queryable } from '../../db/types';

/**
 * A platform-wide filing configuration for a foreign customs regime (US AMS, US ISF, EU ENS …) on the
 * simulator, once: laid down by the manifests' demo of those regimes (manifest-foreign-regimes-v1).
 * The setup owns manifest_configs, so the row is written here (issue 46).
 */
export async function seedRegimeConfig(tx: Queryable, filing: string, remark: string): Promise<void> {
  await tx.query(
    `insert into manifest_configs (company_id, mcf_filing, mcf_carrier, mcf_loading_code, mcf_customs_code, mcf_sender_code, mcf_channel,
       mcf_deadline_hours, mcf_require_verify, mcf_auto_send, mcf_require_si_match, mcf_require_contact, mcf_remark)
     values (null, $1, '', '', '', 'GFPS', 'SIMULATOR', 24, true, false, true, false, $2) on conflict do nothing`,
    [filing, remark],
  );
}
