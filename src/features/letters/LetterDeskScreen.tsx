import { letterCalls, type LetterRow, type LetterWire } from '../../contract/letters/calls';
import { LETTERS_ACCESS as A } from '../../contract/letters/module';
import { audienceWords } from '../../domain/letters/status';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { useConfirm } from '../../lib/useConfirm';
import { usePublishLetter, useWithdrawLetter } from './api/letters';
import { letterColumns } from './columns';
import { LetterEditor } from './LetterEditor';
import { LetterPanel } from './LetterPanel';
import { PublishedDesk } from './PublishedDesk';
import { run } from './shared';
import { lettersWords } from './words';

const COLUMNS = letterColumns(true);

/**
 * /Portal/ShipLetterMaintain (operations.md §13.4): the desk's carriers' letters — searched and
 * filtered; written with the rich-text editor, attachments and the audience; published, changed
 * (a new version), withdrawn with a reason; who read each, company by company; the history.
 */
export default function LetterDeskScreen() {
  const lang = useLanguage();
  const w = useWords(lettersWords);
  const { dialog, ask } = useConfirm();
  const publish = usePublishLetter().mutateAsync;
  const withdraw = useWithdrawLetter().mutateAsync;
  const onPublish = async (l: LetterWire) => {
    if (!(await ask({ text: `${w.publish}：${l.Title}（${audienceWords[l.Audience][lang]}）`, confirm: w.publish, cancel: w.cancel }))) return;
    await run(async () => w.publishedTold((await publish({ Id: l.Id, Version: l.Version })).Told));
  };
  return (
    <PublishedDesk<LetterRow, LetterWire>
      testId="letter-desk"
      hint={w.deskHint}
      add={{ text: w.add, testId: 'letter-add', access: A.letterEdit }}
      list={letterCalls.list}
      columns={COLUMNS}
      exportAccess={A.letterRead}
      publish={onPublish}
      withdraw={withdraw}
      dialog={dialog}
      panel={(p) => <LetterPanel {...p} />}
      editor={(p) => <LetterEditor letter={p.item} onClose={p.onClose} onSaved={p.onSaved} />}
    />
  );
}
