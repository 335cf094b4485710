import type { ServerModule } from '../module';
import { manifestSetupRoutes } from './routes';
import { seedManifestSetupAccess, seedManifestSetupDemo } from './seed';

/**
 * The manifests' setup (operations.md §7, issue 35): SFT party templates, filing configurations and
 * standard remarks. The manifest module reads configurations and remarks through public.ts.
 */
export const manifestSetupModule: ServerModule = {
  name: 'manifestSetup',
  tables: ['manifest_configs', 'manifest_remarks', 'manifest_sft_templates'],
  // read by the manifests' list and the control tower's deadline rules (086_reference_views.sql)
  views: ['manifest_config_directory'],
  routes(app, { db }) {
    manifestSetupRoutes(app, db);
  },
  // the demo companies (companies) and the roles that get the buttons (access)
  seedsAfter: ['access', 'companies'],
  seedNeedsMigration: 62,
  seed: [
    { name: 'manifest-setup-access-v1', run: seedManifestSetupAccess },
    { name: 'manifest-setup-demo-v1', run: seedManifestSetupDemo },
  ],
};
