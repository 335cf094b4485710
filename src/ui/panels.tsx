import { type ComponentType, lazy, type LazyExoticComponent, Suspense } from 'react';
import type { CONTRACT_MODULES } from '../contract/modules';
import type { Declared } from '../contract/registry';

/**
 * Panels a module lends to another module's screen (issue 34: the VGM panel on the booking detail and
 * on the opened packing list). Features never import each other, so a screen offers a named slot
 * (its module's contract declares it: `panelSlots`) and says what it knows (`cgoId`); a module
 * fills the slot in its `panels` (src/ui/clientModule.ts); the app installs the registry's panels
 * once (src/app/App.tsx), as it does the built routes.
 */
export type PanelSlot = Declared<typeof CONTRACT_MODULES, 'panelSlots'>;
// the list of every slot is src/ui/panelSlots.ts: the first page needs only the type (a type import,
// so the contracts' module list stays off the public first page)

/** What a slot hands its panels. */
export interface PanelProps {
  cgoId: string;
  /** The SI the slot shows, where the slot is an SI's. */
  siId?: number;
}
export type PanelLoader = () => Promise<{ default: ComponentType<PanelProps> }>;

let installed: readonly { slot: PanelSlot; Panel: LazyExoticComponent<ComponentType<PanelProps>> }[] = [];

/** The app's panels by slot, in the registry's order; each loaded when a slot first shows it. */
export function installPanels(panels: readonly { slot: PanelSlot; load: PanelLoader }[]): void {
  installed = panels.map((p) => ({ slot: p.slot, Panel: lazy(p.load) }));
}

/** Whether any module lends a panel to this slot (a screen shows the slot's tab only then). */
export const lendsTo = (slot: PanelSlot): boolean => installed.some((p) => p.slot === slot);

/** The panels the modules lend to this slot (none until the app installed them). */
export function ModulePanels({ slot, ...props }: PanelProps & { slot: PanelSlot }) {
  const here = installed.filter((p) => p.slot === slot);
  if (!here.length) return null;
  return (
    <Suspense fallback={null}>
      {here.map(({ Panel }, i) => (
        <Panel key={i} {...props} />
      ))}
    </Suspense>
  );
}
