import { Intent, Tag } from '@blueprintjs/core';
import { ECP_STATUS, type EcpStatus } from '../../domain/epacking/status';
import { ecpStatusWords } from '../../domain/epacking/words';
import { useLanguage } from '../../i18n/language';

const INTENT: Partial<Record<EcpStatus, Intent>> = {
  [ECP_STATUS.ACKNOWLEDGED]: Intent.SUCCESS,
  [ECP_STATUS.TERMINAL_REJECTED]: Intent.DANGER,
  [ECP_STATUS.SEND_FAILED]: Intent.DANGER,
  [ECP_STATUS.REJECTED]: Intent.WARNING,
  [ECP_STATUS.TRANSMITTED]: Intent.PRIMARY,
};

/** A request's state in words (§4.2), coloured by what it asks of a person. */
export function EcpStatusTag({ status }: { status: number }) {
  const lang = useLanguage();
  return (
    <Tag minimal intent={INTENT[status as EcpStatus] ?? Intent.NONE} data-status={status}>
      {ecpStatusWords[status as EcpStatus]?.[lang] ?? status}
    </Tag>
  );
}
