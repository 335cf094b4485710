// THE client registry: one line per feature module, each exporting its src/features/<module>/module.ts.
// Adding a module is one line here; its screens, palette commands, icons, machines, navbar items
// and live handlers come from its own module.ts (registry.ts derives the maps the shell reads).
// (in alphabetical order: a module namespace lists its exports sorted, so the registry reads the same in every loader)
export { accountModule } from '../features/account/module';
export { adminModule } from '../features/admin/module';
export { analyticsModule } from '../features/analytics/module';
export { billingModule } from '../features/billing/module';
export { bookingModule } from '../features/booking/module';
export { codeListsModule } from '../features/codeLists/module';
export { containerEventsModule } from '../features/containerEvents/module';
export { controlTowerModule } from '../features/controlTower/module';
export { crmModule } from '../features/crm/module';
export { dashboardModule } from '../features/dashboard/module';
export { edmModule } from '../features/edm/module';
export { entryOrderModule } from '../features/entryOrder/module';
export { epackingModule } from '../features/epacking/module';
export { errorsModule } from '../features/errors/module';
export { freightTrackModule } from '../features/freightTrack/module';
export { homeModule } from '../features/home/module';
export { houseBillModule } from '../features/houseBill/module';
export { jobsModule } from '../features/jobs/module';
export { lettersModule } from '../features/letters/module';
export { mailModule } from '../features/mail/module';
export { manifestModule } from '../features/manifest/module';
export { manifestSetupModule } from '../features/manifestSetup/module';
export { messagesModule } from '../features/messages/module';
export { orderApplyModule } from '../features/orderApply/module';
export { packingModule } from '../features/packing/module';
export { packingReportsModule } from '../features/packingReports/module';
export { portalModule } from '../features/portal/module';
export { publicTrackModule } from '../features/publicTrack/module';
export { radarModule } from '../features/radar/module';
export { rateAnalysisModule } from '../features/rateAnalysis/module';
export { ratesModule } from '../features/rates/module';
export { readySpaceModule } from '../features/readySpace/module';
export { refdataModule } from '../features/refdata/module';
export { siModule } from '../features/si/module';
export { surveyModule } from '../features/survey/module';
export { userCardModule } from '../features/userCard/module';
export { vgmModule } from '../features/vgm/module';
export { webviewModule } from '../features/webview/module';
export { workbenchModule } from '../features/workbench/module';
