// The server modules as a graph of folders (`npm run deps` runs it after .dependency-cruiser.cjs):
// no module depends on itself through others — access → auth → access, access → audit → access and the
// like are what made a module impossible to read, test or move alone. What modules share lives in
// server/platform (below every module); one module uses another only through its public.ts.
// The composition roots, which import every module by design, are left out of this graph: the
// registry (server/modules/index.ts, moduleList.ts, and module.ts, the shape every module's index.ts
// exports), buildApp and the seed. The file-level rules of the main config still read them.
const main = require('./.dependency-cruiser.cjs');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-module-cycles',
      comment: 'A module folder never reaches itself through another folder: move what both need down to server/platform.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^server/modules/[^/]+$' },
      to: { circular: true },
    },
  ],
  options: {
    ...main.options,
    exclude: {
      path: [
        main.options.exclude.path,
        '^server/modules/(index|moduleList|module)[.]ts$',
        '^server/(app|main|serve|cluster|migrateOnly)[.]ts$',
        '^server/db/seed[.]ts$',
      ],
    },
  },
};
