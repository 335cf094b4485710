import type { Queryable } from '../../db/types';
import { tinyPdf } from '../../http/fileTypes';
import { fileDigest } from '../../http/storedFiles';
import { insertUploadLog } from '../../http/uploadLog';
import { seedReadySpaceAccess } from './seed';
import { orderEvent } from './repository';
import { SPACE_UPLOAD_LOG } from './uploadSheet';

/**
 * Ready space's uploads and order files in the demo (048): the upload page's button for the provider
 * role where the module was seeded before it (the grants are idempotent), one past Excel upload of
 * 上海远达 (two listings made, a row refused), and files on the demo orders — the buyers' booking
 * letters and payment proof, the provider's S/O copy on the released order (the one its release names).
 */
export async function seedReadySpaceFiles(tx: Queryable): Promise<void> {
  await seedReadySpaceAccess(tx);
  const person = async (account: string) =>
    (
      await tx.query<{ id: string; company_id: string }>(
        'select e.id::text as id, e.company_id::text as company_id from employee_directory e join user_directory u on u.id = e.user_id where u.account = $1 order by e.id limit 1',
        [account],
      )
    )[0];
  const provider = await person('provider@demo.test');
  if (!provider) return;
  const made = await tx.query<{ id: number }>(
    `select s.id::int from ready_spaces s where s.provider_company_id = $1 and s.status in ('DRAFT', 'SUBMITTED') order by s.id limit 2`,
    [provider.company_id],
  );
  await insertUploadLog(tx, SPACE_UPLOAD_LOG, {
    companyId: provider.company_id,
    fileName: '十二月现舱批量发布.xlsx',
    rows: made.length + 1,
    made: made.map((m) => m.id),
    rejected: [{ Row: made.length + 2, Reasons: ['目的港“NLRTN”不是已知港口。'] }],
    by: provider.id,
  });

  const orders = await tx.query<{ id: number; order_no: string; status: string; buyer_employee_id: string; buyer_company_id: string; so_no: string }>(
    `select o.id::int, o.order_no, o.status, o.buyer_employee_id::text as buyer_employee_id, o.buyer_company_id::text as buyer_company_id, o.so_no
       from ready_space_orders o join ready_spaces s on s.id = o.ready_space_id
      where s.provider_company_id = $1 and o.status in ('CONFIRMED', 'SO_RELEASED') and o.buyer_employee_id is not null order by o.id`,
    [provider.company_id],
  );
  const put = async (orderId: number, kind: string, name: string, by: { id: string; company_id: string }, text: string) => {
    const bytes = tinyPdf(text);
    const { size, sha256 } = fileDigest(bytes);
    const [f] = await tx.query<{ id: number }>(
      `insert into ready_space_order_files (order_id, kind, file_name, content_type, size, sha256, bytes, uploaded_by, uploader_company_id)
       values ($1, $2, $3, 'application/pdf', $4, $5, $6, $7, $8) returning id::int`,
      [orderId, kind, name, size, sha256, bytes, by.id, by.company_id],
    );
    await orderEvent(tx, orderId, by.id, 'v1.ReadySpaceOrderFileUploaded', `${kind} ${name}`, { FileId: f!.id, Kind: kind, Size: size });
    return f!.id;
  };
  for (const o of orders) {
    const buyer = { id: o.buyer_employee_id, company_id: o.buyer_company_id };
    await put(o.id, 'BOOKING_LETTER', `${o.order_no}-托书.pdf`, buyer, `BOOKING LETTER ${o.order_no}`);
    if (o.status !== 'SO_RELEASED') continue;
    await put(o.id, 'PAYMENT_PROOF', `${o.order_no}-水单.pdf`, buyer, `PAYMENT ${o.order_no}`);
    const so = await put(o.id, 'SO', `SO-${o.so_no || o.order_no}.pdf`, provider, `SHIPPING ORDER ${o.so_no}`);
    await tx.query('update ready_space_orders set so_file_id = $2 where id = $1', [o.id, so]);
  }
}
