import { Callout } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { PACKING_ACCESS } from '../../contract/packing/module';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { ApiForm, type FieldSpec } from '../../lib/ApiForm';
import { useCan } from '../../session/access';
import { applyForPackingLists, refreshPacking } from './api/packing';
import { truckersQueryOptions } from './api/picks';
import { UNIVERSAL_FIELDS, UNIVERSAL_TYPES, type UniversalField, universalApplication, universalFieldOf } from './universalApply';
import { packingWords } from './words';

/** Where the typed universal application is kept until it is applied (a reload or a refusal loses nothing). */
export const UNIVERSAL_APPLY_DRAFT = 'packing.universalApply';
/** Staff's own draft of one typed for a customer (never mixed with a customer's). */
const BEHALF_DRAFT = 'packing.universalApply.behalf';

/**
 * Applying for packing lists of a booking made elsewhere (operations.md §3 "universal"): the customer
 * types the booking's facts as the carrier confirmed them — carrier and ports picked from the one
 * pickers — and how many of one container type. The server checks them (a carrier or port it does
 * not know, a type that is none) and its refusal is said beside the field; what is typed is kept in
 * the tab until it is applied. Staff type it for a customer company (`companyId`, on its behalf).
 */
export function UniversalApplyForm({ companyId }: { companyId?: number } = {}) {
  const w = useWords(packingWords);
  const lang = useLanguage();
  const mayApply = useCan(companyId ? PACKING_ACCESS.packingApplyOnBehalf : PACKING_ACCESS.packingApply);
  const truckers = useQuery(truckersQueryOptions());
  const fields = useMemo<FieldSpec[]>(() => {
    const spec: Record<UniversalField, Omit<FieldSpec, 'name'>> = {
      PKL_BOOKING_NO: { label: w.bookingNo },
      PKL_CARRIER: { label: w.carrier, type: 'carrier' },
      PKL_VESSEL: { label: w.vessel },
      PKL_VOYAGE: { label: w.voyage },
      PKL_LOADING_CODE: { label: w.pol, type: 'port' },
      PKL_DISCHARGE_CODE: { label: w.pod, type: 'port' },
      PKL_DELIVERY_CODE: { label: w.deliveryOptional, type: 'port' },
      PKL_CNTR_TYPE: { label: w.containerType, options: [{ value: '', label: w.pickContainerType }, ...UNIVERSAL_TYPES.map((t) => ({ value: t, label: t }))] },
      Count: { label: w.count },
      PKL_TRUCKER_ID: {
        label: w.truckerOptional,
        options: [
          { value: '', label: w.pickTrucker },
          ...(truckers.data ?? []).map((c) => ({ value: String(c.Id), label: lang === 'en' && c.NameEn ? c.NameEn : c.Name })),
        ],
      },
      PKL_REMARKS: { label: w.remarks },
    };
    return UNIVERSAL_FIELDS.map((name) => ({ name, ...spec[name] }));
  }, [w, lang, truckers.data]);
  if (!mayApply) return null;
  return (
    <div className="pkl-universal" data-testid="pkl-universal-form">
      <Callout icon="info-sign" className="pkl-universal__hint">
        {w.universalHint}
      </Callout>
      <ApiForm
        fields={fields}
        submitText={w.applyNow}
        draftKey={companyId ? BEHALF_DRAFT : UNIVERSAL_APPLY_DRAFT}
        resetOnSuccess
        fieldOf={universalFieldOf}
        onSubmit={async (values) => {
          const answer = await applyForPackingLists({ ...universalApplication(values), ...(companyId ? { COMPANYID: companyId } : {}) });
          await refreshPacking();
          return w.appliedFor(answer.Ids.length);
        }}
      />
    </div>
  );
}
