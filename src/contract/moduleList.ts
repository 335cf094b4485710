// THE contract registry: one line per module, each exporting its src/contract/<module>/module.ts.
// A new module adds its folder and one line here; order does not matter (a call name, path or
// access key two modules both declare throws at import: registry.ts).
export { billingContract } from './billing/module';
export { bookingContract } from './booking/module';
export { containerEventsContract } from './containerEvents/module';
export { controlTowerContract } from './controlTower/module';
export { dashboardContract } from './dashboard/module';
export { entryOrderContract } from './entryOrder/module';
export { epackingContract } from './epacking/module';
export { freightTrackContract } from './freightTrack/module';
export { houseBillContract } from './houseBill/module';
export { jobsContract } from './jobs/module';
export { joinContract } from './join/module';
export { crmContract } from './crm/module';
export { edmContract } from './edm/module';
export { lettersContract } from './letters/module';
export { manifestContract } from './manifest/module';
export { manifestSetupContract } from './manifestSetup/module';
export { orderApplyContract } from './orderApply/module';
export { mailContract } from './mail/module';
export { messagesContract } from './messages/module';
export { packingContract } from './packing/module';
export { packingReportsContract } from './packingReports/module';
export { platformContract } from './platform/module';
export { publicTrackContract } from './publicTrack/module';
export { ratesContract } from './rates/module';
export { readySpaceContract } from './readySpace/module';
export { refdataContract } from './refdata/module';
export { sessionContract } from './session/module';
export { siContract } from './si/module';
export { portalContract } from './portal/module';
export { startPageContract } from './startPage/module';
export { systemContract } from './system/module';
export { vgmContract } from './vgm/module';
export { userCardContract } from './userCard/module';
