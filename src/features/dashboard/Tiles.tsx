import { Card, H5 } from '@blueprintjs/core';
import type { Summary } from '../../contract/dashboard/calls';
import { useWords } from '../../i18n/words';
import type { Numbers } from './numbers';
import { dashboardWords } from './words';

type W = ReturnType<typeof useWords<typeof dashboardWords>>;

type Unit = 'shareOfShipments' | 'shareOfContainers' | 'shareOfManifests';

function ShareTile(p: { id: string; title: string; how: string; made: number; measured: number; unit: Unit; n: Numbers; w: W }) {
  const { id, title, how, made, measured, unit, n, w } = p;
  return (
    <Card className="dashboard-tile" data-testid={`kpi-${id}`}>
      <H5>{title}</H5>
      <div className="dashboard-figure">{measured ? n.percent(made / measured) : '—'}</div>
      <div>{measured ? w[unit](made, measured) : w.notMeasured}</div>
      <div className="dashboard-how">{how}</div>
    </Card>
  );
}

/** Open receivables by age: each age's invoices and what is still to collect, per currency (never added across). */
function ReceivablesTile({ r, n, w }: { r: Summary['Receivables']; n: Numbers; w: W }) {
  const open = r.Ages.filter((a) => a.Invoices > 0);
  return (
    <Card className="dashboard-tile" data-testid="kpi-receivables">
      <H5>{w.receivables}</H5>
      {open.length ? (
        <table className="dashboard-ages">
          <tbody>
            {open.map((a) => (
              <tr key={a.Age} data-age={a.Age}>
                <th>{w[`age${a.Age}`]}</th>
                <td>{w.receivableInvoices(a.Invoices)}</td>
                <td>{a.Totals.map((t) => `${t.Currency} ${n.amount(t.Amount)}`).join(' + ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <div>{w.receivablesNone}</div>
      )}
      <div className="dashboard-how">{w.receivablesHow(r.AsOf)}</div>
    </Card>
  );
}

/** The KPI tiles: each figure in numbers and in words, with how it is counted. */
export function Tiles({ s, n }: { s: Summary; n: Numbers }) {
  const w = useWords(dashboardWords);
  return (
    <div className="dashboard-tiles">
      <Card className="dashboard-tile" data-testid="kpi-shipments">
        <H5>{w.shipments}</H5>
        <div className="dashboard-figure">{n.count(s.Shipments)}</div>
        <div>{w.shipmentsTile(s.Shipments, n.count(s.Teu))}</div>
      </Card>
      <ShareTile
        id="departure"
        title={w.onTimeDeparture}
        how={w.onTimeDepartureHow}
        made={s.OnTimeDeparture.OnTime}
        measured={s.OnTimeDeparture.Measured}
        unit="shareOfShipments"
        n={n}
        w={w}
      />
      <ShareTile id="si" title={w.siOnTime} how={w.siOnTimeHow} made={s.SiOnTime.OnTime} measured={s.SiOnTime.Measured} unit="shareOfShipments" n={n} w={w} />
      <ShareTile
        id="vgm"
        title={w.vgmOnTime}
        how={w.vgmOnTimeHow}
        made={s.VgmOnTime.OnTime}
        measured={s.VgmOnTime.Measured}
        unit="shareOfContainers"
        n={n}
        w={w}
      />
      <ShareTile
        id="manifest"
        title={w.manifestFirstTime}
        how={w.manifestFirstTimeHow}
        made={s.ManifestFirstTime.FirstTime}
        measured={s.ManifestFirstTime.Measured}
        unit="shareOfManifests"
        n={n}
        w={w}
      />
      <ReceivablesTile r={s.Receivables} n={n} w={w} />
    </div>
  );
}
