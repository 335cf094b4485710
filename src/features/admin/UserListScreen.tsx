import { Callout, H2 } from '@blueprintjs/core';
import { ACCESS } from '../../contract/access';
import { ENDPOINTS } from '../../contract/endpoints';
import type { UserRowWire } from '../../contract/admin';
import { DataTable } from '../../lib/DataTable';
import { formatDate } from '../../domain/dates';
import { STATUS_TEXT, statusOptions } from './statusText';
import { useWords } from '../../i18n/words';
import { commonWords } from '../../i18n/commonWords';
import { adminWords } from './words';
import { callRef } from '../../streams/callApi';
import type { ListCall } from '../../contract/call';

/** The list this screen shows, typed by its rows (its contract declares no row schema). */
const USER_LIST_LIST = callRef<ListCall<UserRowWire>>('GET', ENDPOINTS.userList);

/** /system/user/userList: every registered person (platform staff only), with the companies they belong to. */
export default function UserListScreen() {
  const w = useWords(adminWords);
  return (
    <section className="admin-screen">
      <H2>{w.userList}</H2>
      <Callout icon="person">{w.registeredPeopleOneMay}</Callout>
      <DataTable<UserRowWire>
        list={USER_LIST_LIST}
        label={w.users}
        exportAccess={ACCESS.userExport}
        columns={[
          { key: 'Account', title: adminWords.account, width: 200, sortable: true, filter: 'text' },
          { key: 'Name', title: adminWords.personName, width: 120, sortable: true, filter: 'text' },
          { key: 'Companies', title: adminWords.userCompanies, width: 320, filter: 'text' },
          {
            key: 'Status',
            title: commonWords.status,
            width: 80,
            sortable: true,
            filter: statusOptions('active', 'disabled'),
            text: (r, l) => STATUS_TEXT[r.Status]?.[l] ?? r.Status,
          },
          { key: 'FirstLoginAt', title: adminWords.firstSignIn, width: 160, text: (r) => formatDate(r.FirstLoginAt, 'dateTime') },
          { key: 'CreatedAt', title: adminWords.registered, width: 160, sortable: true, text: (r) => formatDate(r.CreatedAt, 'dateTime') },
        ]}
      />
    </section>
  );
}
