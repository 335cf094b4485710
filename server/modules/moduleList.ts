// THE server registry: one line per module, each exporting the ServerModule of its folder's index.ts.
// Adding a module is one line here. Order does not matter: modules.ts orders the seed by each
// module's `seedsAfter`; names, and seed step names across modules, must be unique.
export { accessModule } from './access';
export { authModule } from './auth';
export { billingModule } from './billing';
export { bookingModule } from './booking';
export { clientLogModule } from './clientLog';
export { companiesModule } from './companies';
export { containerEventsModule } from './containerEvents';
export { controlTowerModule } from './controlTower';
export { dashboardModule } from './dashboard';
export { entryOrderModule } from './entryOrder';
export { epackingModule } from './epacking';
export { freightTrackModule } from './freightTrack';
export { gatewayModule } from './gateway';
export { healthModule } from './health';
export { houseBillModule } from './houseBill';
export { jobsModule } from './jobs';
export { lettersModule } from './letters';
export { joinModule } from './join';
export { manifestModule } from './manifest';
export { manifestSetupModule } from './manifestSetup';
export { orderApplyModule } from './orderApply';
export { messagesModule } from './messages';
export { packingModule } from './packing';
export { packingReportsModule } from './packingReports';
export { publicTrackModule } from './publicTrack';
export { ratesModule } from './rates';
export { readySpaceModule } from './readySpace';
export { refdataModule } from './refdata';
export { siModule } from './si';
export { portalModule } from './portal';
export { staffModule } from './staff';
export { vgmModule } from './vgm';
export { startPageModule } from './startPage';
export { wxModule } from './wx';
export { userCardModule } from './userCard';
