import { HotkeysProvider } from '@blueprintjs/core';
import { Table2, type Table2Props } from '@blueprintjs/table';

/** No hotkeys dialog: the app's keys are its own (src/shell/useGlobalKeys.ts, the palette); `?` opens nothing. */
const noDialog = () => <></>;

/**
 * Blueprint's Table2 with the hotkeys context it asks for. The table binds its copy and selection
 * keys through `useHotkeys`, which warns on every mount outside a HotkeysProvider (issue 45: the
 * console's "useHotkeys() was used outside of a <HotkeysProvider> context"). The app keeps no app-wide
 * provider (it would put Blueprint's hotkeys dialog on the first page: src/app/App.tsx), so each table
 * carries its own, with no dialog.
 */
export function KeyedTable(props: Table2Props) {
  return (
    <HotkeysProvider renderDialog={noDialog}>
      <Table2 {...props} />
    </HotkeysProvider>
  );
}
