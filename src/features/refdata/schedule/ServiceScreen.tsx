import { useState } from 'react';
import { Button, Callout } from '@blueprintjs/core';
import { ACCESS } from '../../../contract/access';
import type { ServiceRow } from '../../../contract/refdata/listItems';
import { rotationText } from '../../../domain/refdata/rotation';
import { commonWords } from '../../../i18n/commonWords';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { ApiForm } from '../../../lib/ApiForm';
import { Gate } from '../../../session/Gate';
import { useGenerateSailings } from '../api/refdata';
import { AppDialog } from '../../../ui/AppDialog';
import { refdataWords } from '../words';
import { zonedTime } from '../zonedTime';
import { ServiceGrid } from './ServiceGrid';
import { dayIn } from '../../../domain/refdata/localTimes';

/**
 * /DataMaintenance/ShipSchedulemaintain (船期维护): the weekly liner services with their rotation and
 * vessels, edited here; a service's sailings are generated N weeks ahead (Service/Generate: the
 * calls already there are kept).
 */
export default function ServiceScreen() {
  const lang = useLanguage();
  const w = useWords(refdataWords);
  const c = useWords(commonWords);
  const generate = useGenerateSailings();
  const [generating, setGenerating] = useState<ServiceRow | null>(null);
  return (
    <>
      <ServiceGrid
        columns={[
          { key: 'Code', title: refdataWords.serviceKey, width: 110, filter: 'text', sortable: true },
          { key: 'CarrierCode', title: refdataWords.carrierCode, width: 90, filter: 'text', sortable: true },
          { key: 'Name', title: refdataWords.serviceName, width: 200, filter: 'text', sortable: true },
          { key: 'LaneCode', title: refdataWords.lane, width: 60, sortable: true },
          { key: 'LoopDays', title: refdataWords.loopDays, width: 80 },
          { key: 'Rotation', title: refdataWords.rotation, width: 360, text: (r) => rotationText(r.Rotation) },
          { key: 'VesselNames', title: refdataWords.vessels, width: 260, text: (r) => r.VesselNames.join(', ') },
          { key: 'FutureCalls', title: refdataWords.futureCalls, width: 80 },
          { key: 'LastEtd', title: refdataWords.lastEtd, width: 150, text: (r) => zonedTime(r.LastEtd, 'Asia/Shanghai') },
        ]}
        rowActionsWidth={110}
        rowActions={(row) => (
          <Gate access={ACCESS.serviceGenerate}>
            <Button size="small" icon="calendar" text={w.generate} disabled={row.Status !== 'ACTIVE'} onClick={() => setGenerating(row)} />
          </Gate>
        )}
      />
      <AppDialog isOpen={!!generating} onClose={() => setGenerating(null)} title={generating ? w.generateTitle(generating.Code) : ''}>
        <div className="bp6-dialog-body">
          <Callout icon="info-sign">{w.generateHint}</Callout>
          {generating && (
            <ApiForm
              fields={[
                { name: 'FromDate', label: w.fromDate },
                { name: 'Weeks', label: w.weeks },
              ]}
              initial={{ FromDate: dayIn(), Weeks: '12' }}
              submitText={w.generate}
              onSubmit={async (v) => {
                const done = await generate.mutateAsync({
                  ServiceCode: generating.Code,
                  FromDate: v.FromDate?.trim() ?? '',
                  Weeks: Number(v.Weeks),
                });
                return refdataWords.generated(done.Created, done.Skipped)[lang];
              }}
              footer={<Button minimal text={c.cancel} onClick={() => setGenerating(null)} />}
            />
          )}
        </div>
      </AppDialog>
    </>
  );
}
