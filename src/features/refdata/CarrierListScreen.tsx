import { refdataCalls } from '../../contract/refdata/calls';
import { ACCESS } from '../../contract/access';
import type { CarrierRow } from '../../contract/refdata/listItems';
import { useWords } from '../../i18n/words';
import { MasterGrid, statusColumn } from './MasterGrid';
import { listOf } from '../../lib/codeList';
import { refdataWords } from './words';
import { refdataListCalls } from '../../contract/refdata/listCalls';

/**
 * /BasicData/ShippingCompany: the carriers every rate, booking and SI names, by SCAC code (or a local
 * code of the same shape), with SMDG code and names; how many bookings name each (a carrier in use
 * keeps its code: disable it instead).
 */
export default function CarrierListScreen() {
  const w = useWords(refdataWords);
  return (
    <MasterGrid<CarrierRow>
      list={refdataListCalls.carrierList}
      calls={refdataCalls.carrier}
      access={{ read: ACCESS.carrierRead, edit: ACCESS.carrierEdit }}
      entity="carrier"
      importColumns={['代码 SCAC', '代码类型 Kind（SCAC/LOCAL）', 'SMDG', '英文名 Name', '中文名 Chinese name', '简称 Short name']}
      newTitle={refdataWords.newCarrier}
      editTitle={refdataWords.editCarrier}
      columns={[
        { key: 'Code', title: refdataWords.scacCode, width: 100, filter: 'text', sortable: true },
        {
          key: 'CodeKind',
          title: refdataWords.codeKind,
          width: 100,
          text: (r, l) => (r.CodeKind === 'SCAC' ? refdataWords.codeKindScac[l] : refdataWords.codeKindLocal[l]),
        },
        { key: 'SmdgCode', title: refdataWords.smdgCode, width: 90 },
        { key: 'NameZh', title: refdataWords.chineseName, width: 140, filter: 'text', sortable: true },
        { key: 'Name', title: refdataWords.carrierName, width: 240, filter: 'text', sortable: true },
        { key: 'ShortName', title: refdataWords.shortName, width: 100 },
        statusColumn<CarrierRow>(),
        { key: 'Bookings', title: refdataWords.bookingsNamingIt, width: 90, sortable: true },
      ]}
      fields={(row) => [
        { name: 'Code', label: w.scacCode, disabled: !!row, helper: w.codeFixed },
        {
          name: 'CodeKind',
          label: w.codeKind,
          options: [
            { value: 'SCAC', label: w.codeKindScac },
            { value: 'LOCAL', label: w.codeKindLocal },
          ],
        },
        { name: 'SmdgCode', label: w.smdgCode },
        { name: 'NameZh', label: w.chineseName },
        { name: 'Name', label: w.carrierName },
        { name: 'ShortName', label: w.shortName },
        { name: 'Aliases', label: w.aliases },
      ]}
      initial={(r) => ({
        Code: r.Code,
        CodeKind: r.CodeKind,
        SmdgCode: r.SmdgCode,
        NameZh: r.NameZh,
        Name: r.Name,
        ShortName: r.ShortName,
        Aliases: r.Aliases.join(', '),
      })}
      body={(v) => ({
        Code: v.Code,
        CodeKind: v.CodeKind,
        SmdgCode: v.SmdgCode,
        NameZh: v.NameZh,
        Name: v.Name,
        ShortName: v.ShortName,
        Aliases: listOf(v.Aliases),
      })}
    />
  );
}
