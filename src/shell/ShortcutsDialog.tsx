import { Button, Classes, HTMLTable } from '@blueprintjs/core';
import { useT } from '../i18n/useT';
import type { TextKey } from '../i18n/dictionary';
import { AppDialog } from '../ui/AppDialog';

const SHORTCUTS: [keys: string[], what: TextKey][] = [
  [['Ctrl', 'K'], 'shortcutPalette'],
  [['/'], 'shortcutPalette'],
  [['Alt', '.'], 'shortcutNextTab'],
  [['Alt', ','], 'shortcutPrevTab'],
  [['Alt', 'W'], 'shortcutCloseTab'],
  [['Alt', '1…9'], 'shortcutTabN'],
  [['?'], 'shortcutsTitle'],
];

/**
 * The keyboard reference. Like every dialog it closes only through its buttons (spec §9) — or by
 * the palette opening over it, which keeps the focus (`returnFocus` false).
 */
export function ShortcutsDialog({ isOpen, onClose, returnFocus = true }: { isOpen: boolean; onClose(): void; returnFocus?: boolean }) {
  const t = useT();
  return (
    <AppDialog
      isOpen={isOpen}
      onClose={onClose}
      shouldReturnFocusOnClose={returnFocus}
      title={t('shortcutsTitle')}
      icon="key-command"
      className="shortcuts-dialog"
    >
      <div className={Classes.DIALOG_BODY}>
        <HTMLTable compact striped className="shortcuts-table">
          <tbody>
            {SHORTCUTS.map(([keys, what]) => (
              <tr key={keys.join('+')}>
                <td>
                  {keys.map((k) => (
                    <kbd key={k} className={Classes.KEY}>
                      {k}
                    </kbd>
                  ))}
                </td>
                <td>{t(what)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button intent="primary" text={t('close')} onClick={onClose} />
        </div>
      </div>
    </AppDialog>
  );
}
