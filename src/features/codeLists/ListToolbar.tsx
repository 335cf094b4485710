import { Button, InputGroup } from '@blueprintjs/core';
import type { RefObject } from 'react';
import type { CodeList } from '../../contract/codeLists/calls';
import { CODE_LIST_ACCESS as A } from '../../contract/codeLists/module';
import { useWords } from '../../i18n/words';
import { FilePick } from '../../lib/FilePick';
import { saveDownload } from '../../lib/saveFile';
import { SHEET_ACCEPT } from '../../lib/sheetFile';
import { Gate } from '../../session/Gate';
import { toastFailure } from '../../ui/toaster';
import { codeListExportPath } from './api/codeLists';
import { codeListWords } from './words';

interface ListToolbarProps {
  list: CodeList;
  search: RefObject<HTMLInputElement | null>;
  q: string;
  onQ(q: string): void;
  onNewEntry(): void;
  onEditList(): void;
  onDeleteList(): void;
  importing: boolean;
  onFile(file: File): void;
  history: boolean;
  onHistory(): void;
}

/** A list's tools: search its codes, add one (a CUSTOM list), edit or delete the list, Excel out and in, its history. */
export function ListToolbar({ list: l, search, q, onQ, onNewEntry, onEditList, onDeleteList, importing, onFile, history, onHistory }: ListToolbarProps) {
  const w = useWords(codeListWords);
  const custom = l.Kind === 'CUSTOM';
  return (
    <div className="code-lists__toolbar">
      <InputGroup
        inputRef={search}
        leftIcon="search"
        placeholder={w.searchEntries}
        aria-label={w.searchEntries}
        value={q}
        onChange={(e) => onQ(e.target.value)}
      />
      <Gate access={A.codeListEdit}>
        {custom ? <Button icon="add" intent="primary" text={w.newEntry} onClick={onNewEntry} /> : null}
        <Button icon="edit" text={w.editList} onClick={onEditList} />
        {custom ? <Button icon="trash" intent="danger" text={w.deleteList} onClick={onDeleteList} /> : null}
      </Gate>
      <Button icon="export" text={w.exportSheet} onClick={() => void saveDownload(codeListExportPath(l.Id)).catch(toastFailure)} />
      <Gate access={A.codeListEdit}>
        <FilePick
          text={w.importSheet}
          buttonText={w.importSheet}
          disabled={importing}
          inputProps={{ accept: SHEET_ACCEPT, 'aria-label': w.importSheet }}
          onFile={onFile}
        />
      </Gate>
      <Button icon="history" text={w.history} active={history} onClick={onHistory} />
    </div>
  );
}
