import { ENDPOINTS } from '../../contract/endpoints';
import { BUYER_FILE_KINDS, type OrderFileKind, readySpaceFileCalls, SELLER_FILE_KINDS } from '../../contract/readySpace/fileCalls';
import { READY_SPACE_ACCESS as A } from '../../contract/readySpace/module';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { FilesPanel } from '../../lib/FilesPanel';
import { useCan } from '../../session/access';
import { readySpaceKeys } from './api/keys';
import { ORDER_FILE_KIND_WORDS, readySpaceWords } from './words';

/** An order's file calls, and the upload's path (the file is its raw body). */
const FILES = { ...readySpaceFileCalls, uploadPath: ENDPOINTS.readySpaceOrderFileUpload };

/**
 * A ready-space order's files (commercial.md §5.1 ReadySpaceOrder.Files): the list with downloads
 * (the S/O first and highlighted), an upload of the kinds the reader's side uploads — the buyer its
 * booking letter and payment proof, the seller the S/O copy — and delete for the uploader before release.
 */
export function OrderFilesPanel({ orderId, sells }: { orderId: number; sells: boolean }) {
  const w = useWords(readySpaceWords);
  const lang = useLanguage();
  const mayUpload = useCan(A.readySpaceOrderFileUpload);
  return (
    <FilesPanel<OrderFileKind>
      testId="ready-space-order-files"
      title={w.orderFiles}
      ownerId={orderId}
      files={FILES}
      queryKey={readySpaceKeys.orderFiles(orderId)}
      kinds={sells ? SELLER_FILE_KINDS : BUYER_FILE_KINDS}
      kindWord={(k) => ORDER_FILE_KIND_WORDS[k][lang]}
      mayUpload={mayUpload}
      accept=".pdf,.xlsx,.jpg,.jpeg,.png"
      hint={w.orderFileHint}
      highlight="SO"
    />
  );
}
