import { useState, useSyncExternalStore } from 'react';
import { Button, Classes } from '@blueprintjs/core';
import { useT } from '../i18n/useT';
import { currentEventLog, eventLog$, formatEvent } from '../streams/eventLog';
import { AppDialog } from '../ui/AppDialog';

const subscribe = (cb: () => void) => {
  const s = eventLog$.subscribe(cb);
  return () => s.unsubscribe();
};

/** The recent client events with their times, newest last, ready to copy into a report. */
export function EventLogDialog({ isOpen, onClose }: { isOpen: boolean; onClose(): void }) {
  const t = useT();
  const log = useSyncExternalStore(subscribe, currentEventLog);
  const [copied, setCopied] = useState(false);
  const text = log.map(formatEvent).join('\n');
  return (
    <AppDialog isOpen={isOpen} onClose={onClose} title={t('eventLogTitle')} icon="document" style={{ width: 760 }}>
      <div className={Classes.DIALOG_BODY}>
        <p>{t('eventLogHint')}</p>
        <pre className="event-log" data-testid="event-log">
          {text || t('eventLogEmpty')}
        </pre>
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button icon="tick" text={copied ? t('copied') : t('copy')} onClick={() => void navigator.clipboard?.writeText(text).then(() => setCopied(true))} />
          <Button intent="primary" text={t('close')} onClick={onClose} />
        </div>
      </div>
    </AppDialog>
  );
}
