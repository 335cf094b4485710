import { Button, Callout, H2, H4, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ACCESS } from '../../contract/access';
import { SI_STATUS, statusText } from '../../domain/si/status';
import { formatDate } from '../../domain/dates';
import { DataTable } from '../../lib/DataTable';
import { useIdParam } from '../../lib/useIdParam';
import { useLanguage } from '../../i18n/language';
import { useRoute } from '../../ui/routeContext';
import { blDocument } from './blText';
import type { SiDetail } from './SiFacts';
import type { QueueRow } from './SiListScreen';
import './si.css';
import { siQueryOptions } from './api/records';
import { useWords } from '../../i18n/words';
import { commonWords } from '../../i18n/commonWords';
import { siWords } from './words';
import { siListCalls } from '../../contract/si/listCalls';

/** One box of the form: its printed label and its lines (each at most 35 characters). */
function Block({ label, lines, wide, testId }: { label: string; lines: string[]; wide?: boolean; testId?: string }) {
  return (
    <div className={`bl-form__cell${wide ? ' bl-form__cell--wide' : ''}`} data-testid={testId}>
      <span className="bl-form__label">{label}</span>
      <pre className="bl-form__text">{lines.join('\n')}</pre>
    </div>
  );
}

/** The B/L of one approved SI, laid out as the form, printable. */
function BlForm({ si }: { si: SiDetail }) {
  const w = useWords(siWords);
  const d = blDocument(si);
  return (
    <div className="bl-print">
      <div className="si-actions no-print">
        <Button intent="primary" icon="print" text={w.printBl} onClick={() => window.print()} />
        <span className="data-table__hint">{w.everyLineAtMost}</span>
      </div>
      <H4>BILL OF LADING · SI {si.NoText}</H4>
      <div className="bl-form" data-testid="bl-form">
        <Block label="Shipper 发货人" lines={d.shipper} testId="bl-shipper" />
        <Block label="B/L No. 提单号" lines={[...d.blNo, `BOOKING: ${si.TBI_CGO_ID}`]} />
        <Block label="Consignee 收货人" lines={d.consignee} testId="bl-consignee" />
        <Block label="Carrier 承运人" lines={[si.TBI_CARRIER]} />
        <Block label="Notify Party 通知人" lines={d.notify} testId="bl-notify" />
        <Block label="Also Notify 第二/三通知人" lines={d.alsoNotify} />
        <Block label="Place of Receipt 收货地" lines={d.placeOfReceipt} />
        <Block label="Ocean Vessel / Voyage 船名航次" lines={d.vesselVoyage} />
        <Block label="Port of Loading 装货港" lines={d.portOfLoading} />
        <Block label="Port of Discharge 卸货港" lines={d.portOfDischarge} />
        <Block label="Place of Delivery 交货地" lines={d.placeOfDelivery} />
        <Block label="Freight / Signing 运费条款 / 签单方式" lines={[...d.freight, ...d.signing]} />
        <div className="bl-form__cell bl-form__cell--wide">
          <div className="bl-form__goods">
            <Block label="Marks & Nos. 唛头" lines={d.marks} testId="bl-marks" />
            <Block label="Description of Goods 货物描述" lines={[...d.packages, ...d.goods]} testId="bl-goods" />
            <Block label="Gross Weight 毛重" lines={d.grossWeight} />
            <Block label="Measurement 体积" lines={d.measurement} />
          </div>
        </div>
        <Block label="Container / Seal / Type 箱号/封号/箱型" lines={d.containers} wide testId="bl-containers" />
        <Block label="Total Containers 箱型箱量" lines={d.summary} wide testId="bl-summary" />
        <Block label="No. of Original B/Ls 正本份数" lines={d.originals} testId="bl-originals" />
        <Block label="Place and Date of Issue 签发地点和日期" lines={d.issued} testId="bl-issued" />
      </div>
    </div>
  );
}

/**
 * /tdManage/siMakeTd (由SI制作提单): pick an approved SI; its B/L text laid out as the B/L form
 * (parties, route, marks, goods, boxes and the `type*count` summary, 35 characters a line), ready
 * to print.
 */
export default function SiMakeTdScreen() {
  const w = useWords(siWords);
  const lang = useLanguage();
  const route = useRoute();
  const navigate = useNavigate();
  const id = useIdParam();
  const si = useQuery(siQueryOptions(id ?? 0, id !== undefined));
  return (
    <section className="admin-screen" data-testid="si-make-td">
      <H2 className="no-print">{route.title[lang]}</H2>
      {id === undefined ? (
        <>
          <Callout icon="info-sign">{w.pickApprovedSiTo}</Callout>
          <DataTable<QueueRow>
            list={siListCalls.reviewQueue}
            fixed={{ TBI_STATUS: String(SI_STATUS.APPROVED) }}
            label={w.approvedSis}
            exportAccess={ACCESS.siRead}
            onOpen={(r) => navigate(`${route.path}?id=${r.Id}`)}
            actionsWidth={110}
            actions={(r) => (
              <Button
                size="small"
                intent="primary"
                text={w.makeBl}
                aria-label={`${w.makeBl} ${r.TBI_NO}`}
                onClick={() => navigate(`${route.path}?id=${r.Id}`)}
              />
            )}
            columns={[
              { key: 'TBI_NO', title: siWords.siNo, width: 90 },
              { key: 'TBI_CGO_ID', title: siWords.cgoId, width: 160, sortable: true, filter: 'text' },
              { key: 'TBI_MBL_NO', title: siWords.mblNo, width: 140, filter: 'text' },
              { key: 'CompanyName', title: commonWords.customer, width: 170, filter: 'text', sortable: true },
              { key: 'BoxSummary', title: siWords.boxSummary, width: 110 },
              { key: 'UpdatedAt', title: siWords.updatedAt, width: 150, sortable: true, text: (r) => formatDate(r.UpdatedAt, 'dateTime') },
            ]}
          />
        </>
      ) : si.isPending ? (
        <Spinner />
      ) : si.error ? (
        <Callout intent="danger" role="alert">
          {(si.error as Error).message}
        </Callout>
      ) : (
        <>
          <div className="no-print">
            <Button icon="arrow-left" text={w.pickAnotherSi} onClick={() => navigate(route.path)} />
          </div>
          {si.data!.TBI_STATUS === SI_STATUS.APPROVED ? (
            <BlForm si={si.data!} />
          ) : (
            <Callout intent="warning" role="alert">
              {w.notApprovedNoBl(si.data!.NoText, statusText(si.data!.TBI_STATUS ?? 1, lang))}
            </Callout>
          )}
        </>
      )}
    </section>
  );
}
