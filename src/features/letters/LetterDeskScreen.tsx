import { Button, Callout, H2 } from '@blueprintjs/core';
import { useState } from 'react';
import { letterCalls, type LetterRow, type LetterWire } from '../../contract/letters/calls';
import { LETTERS_ACCESS as A } from '../../contract/letters/module';
import { audienceWords } from '../../domain/letters/status';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { DataTable } from '../../lib/DataTable';
import { useConfirm } from '../../lib/useConfirm';
import { Gate } from '../../session/Gate';
import { useRoute } from '../../ui/routeContext';
import { usePublishLetter, useWithdrawLetter } from './api/letters';
import { letterColumns } from './columns';
import { LetterEditor } from './LetterEditor';
import { LetterPanel } from './LetterPanel';
import { run, WithdrawDialog } from './shared';
import { lettersWords } from './words';

const COLUMNS = letterColumns(true);

/**
 * /Portal/ShipLetterMaintain (operations.md §13.4): the desk's carriers' letters — searched and
 * filtered; written with the rich-text editor, attachments and the audience; published, changed
 * (a new version), withdrawn with a reason; who read each, company by company; the history.
 */
export default function LetterDeskScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(lettersWords);
  const { dialog, ask } = useConfirm();
  const publish = usePublishLetter().mutateAsync;
  const withdraw = useWithdrawLetter().mutateAsync;
  const [opened, setOpened] = useState<number>();
  const [editing, setEditing] = useState<LetterWire | 'new'>();
  const [withdrawing, setWithdrawing] = useState<LetterWire>();
  const onPublish = async (l: LetterWire) => {
    if (!(await ask({ text: `${w.publish}：${l.Title}（${audienceWords[l.Audience][lang]}）`, confirm: w.publish, cancel: w.cancel }))) return;
    await run(async () => w.publishedTold((await publish({ Id: l.Id, Version: l.Version })).Told));
  };
  return (
    <section className="admin-screen" data-testid="letter-desk">
      {dialog}
      <H2>{route.title[lang]}</H2>
      <Callout icon="info-sign">{w.deskHint}</Callout>
      <DataTable<LetterRow>
        list={letterCalls.list}
        label={route.title[lang]}
        exportAccess={A.letterRead}
        columns={COLUMNS}
        toolbar={
          <Gate access={A.letterEdit}>
            <Button icon="add" intent="primary" text={w.add} onClick={() => setEditing('new')} data-testid="letter-add" />
          </Gate>
        }
        onOpen={(l) => setOpened(l.Id)}
        actionsWidth={90}
        actions={(l) => <Button size="small" icon="eye-open" text={w.open} onClick={() => setOpened(l.Id)} />}
      />
      {opened ? (
        <LetterPanel id={opened} onClose={() => setOpened(undefined)} onEdit={setEditing} onPublish={(l) => void onPublish(l)} onWithdraw={setWithdrawing} />
      ) : null}
      {editing ? (
        <LetterEditor
          letter={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
          onSaved={(id) => {
            setEditing(undefined);
            setOpened(id);
          }}
        />
      ) : null}
      {withdrawing ? (
        <WithdrawDialog
          onClose={() => setWithdrawing(undefined)}
          onWithdraw={(Reason) =>
            run(async () => {
              await withdraw({ Id: withdrawing.Id, Version: withdrawing.Version, Reason });
              setWithdrawing(undefined);
              return w.withdrawn;
            })
          }
        />
      ) : null}
    </section>
  );
}
