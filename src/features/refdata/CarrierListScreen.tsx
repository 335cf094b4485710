import { H2 } from '@blueprintjs/core';
import { ACCESS } from '../../contract/access';
import { ENDPOINTS } from '../../contract/endpoints';
import type { CarrierRow } from '../../contract/refdata/listItems';
import { useLanguage } from '../../i18n/language';
import { DataTable } from '../../lib/DataTable';
import { useRoute } from '../../ui/routeContext';
import { refdataWords as w } from './words';

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
          { key: 'Code', title: w.scacCode, width: 120, filter: 'text', sortable: true },
          { key: 'Name', title: w.carrierName, width: 280, filter: 'text', sortable: true },
          { key: 'Bookings', title: w.bookingsNamingIt, width: 120, sortable: true },
        ]}
      />
    </section>
  );
}
