import { CONTRACT_MODULES } from '../contract/modules';
import { collectUnique } from '../contract/registry';
import type { PanelSlot } from './panels';

/**
 * Every slot a module's screen offers (`panelSlots` in its src/contract/<module>/module.ts); a slot two
 * modules both declare throws. Apart from src/ui/panels.tsx, which needs only the type: the public
 * first page loads that one without the contracts' module list.
 */
export const panelSlots = (): readonly PanelSlot[] =>
  collectUnique(
    'panel slot',
    CONTRACT_MODULES.map((m) => ({ module: m.name, entries: m.panelSlots })),
  );
