import type { ClientModule } from '../../ui/clientModule';

/**
 * Carriers' letters and sailing tables (operations.md §13): the portal desks that write and publish
 * them, and the workbench pages where customers read them (opening a letter marks it read). The
 * sailing table's import → review → publish flow is a machine (machines/sailingImportMachine.ts).
 */
export const lettersModule: ClientModule = {
  key: 'letters',
  screens: {
    '/Portal/ShipLetterMaintain': () => import('./LetterDeskScreen'),
    '/Portal/ShipTableMaintain': () => import('./TableDeskScreen'),
    '/external/workbench/ShippingLetter': () => import('./LetterInboxScreen'),
    '/external/workbench/ShippingLetterOpen': () => import('./LetterOpenScreen'),
    '/external/workbench/ShippingTable': () => import('./TableListScreen'),
    '/external/workbench/ShippingTableOpen': () => import('./TableOpenScreen'),
  },
  machines: [
    { file: 'features/letters/machines/sailingImportMachine.ts', load: () => import('./machines/sailingImportMachine').then((m) => m.sailingImportMachine) },
  ],
};
