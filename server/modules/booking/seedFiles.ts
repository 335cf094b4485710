import { createHash } from 'node:crypto';
import { BOOKING_PAGES, CUSTOMER_BOOKING_PAGES } from '../../../src/contract/booking/module';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import { addDays } from '../../../src/domain/refdata/sailings';
import type { Queryable } from '../../db/types';
import { grantButtonsToRoles, grantMenusToRoles, grantPlatformRole, syncMenuButtons } from '../access/public';
import type { Actor } from '../../platform/access/grants';
import { tinyPdf } from '../../http/fileTypes';
import { createDraft } from './orderService';
import { appendEvent, normaliseWire } from './orderRepository';

/**
 * The booking files' demo (issue 17): the upload pages' buttons for the customers' standard role
 * and the desk's upload button; one Excel upload of 天祥 (a draft made, a row refused); a booking
 * note from 天祥 and the desk's S/O on its first released booking, and 海越's booking note on its own.
 */
export async function seedBookingFiles(tx: Queryable): Promise<void> {
  await syncMenuButtons(tx);
  // the customers' template role holds the external tree's menus; the new pages' buttons join it
  const customerPages = { tree: 'external', paths: CUSTOMER_BOOKING_PAGES } as const;
  await grantMenusToRoles(tx, { standard: 'customer' }, customerPages);
  await grantButtonsToRoles(tx, { standard: 'customer' }, customerPages, '*');
  await grantPlatformRole(tx, '订舱专员', [BOOKING_PAGES.desk], ['upload'], false);

  const people = await tx.query<{ account: string; id: string; company_id: string; name: string }>(
    `select u.account, e.id::text, e.company_id::text, e.name from employee_directory e join user_directory u on u.id = e.user_id
      where u.account in ('customer@demo.test', 'customer2@demo.test', 'booking@demo.test')`,
  );
  const customer = people.find((p) => p.account === 'customer@demo.test');
  const other = people.find((p) => p.account === 'customer2@demo.test');
  const desk = people.find((p) => p.account === 'booking@demo.test');
  if (!customer || !desk) return;
  const actor: Actor = { id: customer.id, name: customer.name, companyId: customer.company_id, companyKind: 'customer', isAdmin: false, status: 'active' };

  // an upload of two rows: one became a draft, one named a port that does not exist
  const made = await createDraft(
    tx,
    actor,
    customer.company_id,
    normaliseWire({
      CarrierCode: 'COSU',
      PolCode: 'CNSHA',
      PodCode: 'NLRTM',
      ExpectedEtd: addDays(todayInShanghai(), 20),
      ReceiptType: 'CY',
      DeliveryType: 'CY',
      FreightTerm: 'PRE',
      TransportDocType: 'BOL',
      BlRelease: 'TELEX',
      NumberOfOriginals: 0,
      CargoType: 'GP',
      PackageKind: 'CT',
      Equipment: [{ ContainerClass: '40HQ', Units: 2 }],
      Commodity: 'WOODEN CHAIRS',
      HsCode: '940360',
      Packages: 480,
      GrossKg: 18_600,
      Cbm: 120,
      Shipper: { Name: 'HANGZHOU TIANXIANG TRADING CO LTD', Address: 'NO 88 JIANGNAN AVENUE HANGZHOU CHINA' },
      Consignee: { Name: 'NORDIC HOME GOODS GMBH', Address: 'GROSSE ELBSTRASSE 145 HAMBURG GERMANY' },
      ShipperRef: 'PO-2611-UP1',
    }),
    'UPLOAD',
  );
  const [log] = await tx.query<{ id: string }>(
    `insert into booking_uploads (company_id, file_name, rows, created, refused, booking_ids, uploaded_by, at)
     values ($1, '订舱批量上传-11月.xlsx', 2, 1, 1, $2, $3, now() - interval '2 hours') returning id::text`,
    [customer.company_id, [made.Id], customer.id],
  );
  await tx.query('insert into booking_upload_refusals (upload_id, sheet_row, reasons) values ($1, 3, $2)', [log!.id, ['目的港“XXABC”不是已知港口。']]);

  // 天祥's first released booking: its booking note, then the desk's S/O; 海越's booking note on its own (the cross-company tests reach for it)
  const firstReleased = async (company: string) =>
    (
      await tx.query<{ id: number; booking_no: string; carrier_booking_no: string | null }>(
        `select id::int, booking_no, carrier_booking_no from booking_orders where company_id = $1 and status = 'RELEASED' order by id limit 1`,
        [company],
      )
    )[0];
  const released = await firstReleased(customer.company_id);
  const theirs = other ? await firstReleased(other.company_id) : undefined;
  const files: { booking: number; kind: string; name: string; by: string; text: string }[] = [];
  if (released)
    files.push(
      {
        booking: released.id,
        kind: 'BOOKING_NOTE',
        name: `${released.booking_no}-订舱委托书.pdf`,
        by: customer.id,
        text: `BOOKING NOTE ${released.booking_no}`,
      },
      {
        booking: released.id,
        kind: 'SO',
        name: `SO-${released.carrier_booking_no ?? released.booking_no}.pdf`,
        by: desk.id,
        text: `SHIPPING ORDER ${released.carrier_booking_no ?? ''}`,
      },
    );
  if (theirs && other)
    files.push({
      booking: theirs.id,
      kind: 'BOOKING_NOTE',
      name: `${theirs.booking_no}-booking-note.pdf`,
      by: other.id,
      text: `BOOKING NOTE ${theirs.booking_no}`,
    });
  for (const f of files) {
    const bytes = tinyPdf(f.text);
    const [file] = await tx.query<{ id: number }>(
      `insert into booking_files (booking_id, kind, file_name, content_type, size, sha256, bytes, uploaded_by)
       values ($1, $2, $3, 'application/pdf', $4, $5, $6, $7) returning id::int`,
      [f.booking, f.kind, f.name, bytes.length, createHash('sha256').update(bytes).digest('hex'), bytes, f.by],
    );
    await appendEvent(tx, f.booking, f.by, 'v1.BookingFileUploaded', `${f.kind} ${f.name}`, { FileId: file!.id, Kind: f.kind, Size: bytes.length });
  }
}
