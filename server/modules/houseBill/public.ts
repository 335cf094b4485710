/**
 * What other modules may use of the bills (the only file of this folder they import): the B/L
 * application (orderApply) reads an HBL's release facts and moves it to released / surrendered in
 * its own transaction; public tracking finds a house bill by its number, with its boxes.
 */
export { houseBillForRelease, markHouseBillReleased, markHouseBillSurrendered, type HouseBillForRelease } from './releaseService';
export { houseBillsNamed, houseBillsOfCompanyCode } from './releaseRepository';
