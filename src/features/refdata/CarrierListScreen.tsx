import { H2 } from '@blueprintjs/core';
import { ACCESS } from '../../contract/access';
import { ENDPOINTS } from '../../contract/endpoints';
import { useLanguage } from '../../i18n/language';
import { DataTable } from '../../lib/DataTable';
import { useRoute } from '../../ui/routeContext';

interface CarrierRow {
  Code: string;
  Name: string;
  Bookings: number;
}

/**
 * /BasicData/ShippingCompany: the carriers every rate, booking and SI names, by SCAC code; searched,
 * sorted and paged on the server, with how many bookings name each (a carrier in use keeps its code).
 */
export default function CarrierListScreen() {
  const route = useRoute();
  const lang = useLanguage();
  return (
    <section className="admin-screen">
      <H2>{route.title[lang]}</H2>
      <DataTable<CarrierRow>
        path={ENDPOINTS.carrierList}
        label={route.title[lang]}
        exportAccess={ACCESS.carrierRead}
        columns={[
          { key: 'Code', title: { zh: 'SCAC 代码', en: 'SCAC code' }, width: 120, filter: 'text', sortable: true },
          { key: 'Name', title: { zh: '名称', en: 'Name' }, width: 280, filter: 'text', sortable: true },
          { key: 'Bookings', title: { zh: '订舱数', en: 'Bookings' }, width: 120, sortable: true },
        ]}
      />
    </section>
  );
}
