import { HTMLSelect } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import type { ManifestParty } from '../../contract/manifest';
import { manifestSetupCalls } from '../../contract/manifestSetup/calls';
import { MANIFEST_SETUP_ACCESS } from '../../contract/manifestSetup/module';
import { useWords } from '../../i18n/words';
import { useCan } from '../../session/access';
import { callApi } from '../../streams/callApi';
import { showToast } from '../../ui/toaster';
import { sftTemplatesQuery } from './api/choices';
import { manifestWords } from './words';

type Parties = Record<'Shipper' | 'Consignee' | 'Notify', ManifestParty>;

/**
 * Filling the parties from a saved SFT (收发通) template of the company (the manifestSetup module's):
 * each block the template holds replaces the manifest's; a block it leaves empty stays. A code
 * override is a person's decision on one manifest, never copied from a template.
 */
export function TemplatePicker({ onPick, disabled }: { onPick(parties: Partial<Parties>): void; disabled?: boolean }) {
  const w = useWords(manifestWords);
  const may = useCan(MANIFEST_SETUP_ACCESS.sftTemplateRead);
  const list = useQuery(sftTemplatesQuery(may));
  if (!may || list.isError) return null;
  const rows = (list.data?.Items ?? []).filter((t) => t.SFT_SCOPE !== 'BOOKING');
  const pick = async (id: number) => {
    try {
      const t = await callApi(manifestSetupCalls.sftTemplateGet, { Id: id });
      const out: Partial<Parties> = {};
      for (const k of ['Shipper', 'Consignee', 'Notify'] as const) {
        const { CODE_OVERRIDE: _o, ...block } = t[k] ?? {};
        if (Object.values(block).some((v) => typeof v === 'string' && v.trim())) out[k] = block as ManifestParty;
      }
      onPick(out);
    } catch (e) {
      void showToast({ intent: 'danger', message: (e as Error).message });
    }
  };
  return (
    <HTMLSelect
      aria-label={w.templatePick}
      disabled={disabled || !rows.length}
      value=""
      data-testid="mft-template-pick"
      onChange={(e) => e.target.value && void pick(Number(e.target.value))}
      options={[
        { value: '', label: rows.length ? w.templatePick : w.templateNone },
        ...rows.map((t) => ({ value: String(t.Id), label: `${t.SFT_NAME} · ${t.ShipperName || t.ConsigneeName}` })),
      ]}
    />
  );
}
