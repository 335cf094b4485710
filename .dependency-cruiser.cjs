// The layers of the code, checked in `npm test` (npm run deps). From the bottom up:
//   shared   src/contract, src/domain, src/routes (route data), src/i18n/bilingual.ts — read by browser and server
//   base     src/lib, src/ui, src/streams, src/machines, src/i18n — kits every screen uses
//   session  src/session — the signed-in session, its access checks, Gate, the live connection
//   features src/features/<module> — one folder per module; modules never import each other
//   shell    src/shell — the frame; it knows modules only through what the app hands it
//   app      src/app, src/main.tsx — the only code that imports features (through src/app/modules.ts)
// A layer imports only layers below it; type-only imports count too. The server reads the shared
// layer and nothing else of src; browser code never imports the server. No cycles anywhere.
// Inside the shared layer each module's folders (src/domain/<m>, src/contract/<m>) meet another
// module's only through its public.ts, as server modules do (tests/unit/platform/sharedModules.test.ts
// plants a breach to prove the rule, and keeps the modules free of circles).
const SHARED = '^src/(contract|domain|routes)/|^src/i18n/bilingual[.]ts$';
const BASE = '^src/(lib|ui|streams|machines|i18n)/';
const SESSION = '^src/session/';
const FEATURES = '^src/features/';
const SHELL = '^src/shell/';
const APP = '^src/app/|^src/main[.]tsx$|^src/public/';
const UI_LIBRARIES = '(^|/)node_modules/(react|react-dom|@blueprintjs/[^/]+|react-router|react-router-dom|@tanstack/[^/]+|@xstate/react|cmdk)/';
const above = (...layers) => ({ path: layers.join('|') });
// The folders of src/domain that are no module's: rules several modules run, each read whole by any
// module (the rule below). Everything else under src/domain/<m>/ and src/contract/<m>/ is module <m>'s.
const SHARED_DOMAIN_FOLDERS = {
  money: 'amounts in minor units of a currency, bills: rates, bookings, ready space, billing, order applications',
  partyCodes: 'the codes that name a party on a filing (organisation code, USCI): manifests and their set-up',
  pricing: 'the price engine: rates price with it, the booking form and the rate sheets read it',
  spine: 'the shares of the booking spine (server/platform/spine), which every module on a booking goes through',
  tracking: 'DCSA event codes and milestones: container events, freight tracking, public tracking, order applications',
};
const SHARED_DOMAIN = `^src/domain/(${Object.keys(SHARED_DOMAIN_FOLDERS).join('|')})/`;
const SHARED_DOMAIN_NOTE = Object.entries(SHARED_DOMAIN_FOLDERS)
  .map(([folder, why]) => `src/domain/${folder} (${why})`)
  .join('; ');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'features-are-separate',
      comment: 'A feature module never imports another one: what two modules share moves down (domain, contract, lib, ui, session).',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: FEATURES, pathNot: '^src/features/$1/' },
    },
    {
      name: 'features-call-through-contract',
      comment:
        'A feature calls the server through its typed calls (src/contract/<module>/calls.ts) with callApi (src/streams/callApi.ts), from its api/ folder: never the untyped apiData(method, path) of src/streams/http.ts.',
      severity: 'error',
      from: { path: FEATURES },
      to: { path: '^src/streams/http[.]ts$' },
    },
    {
      name: 'shared-imports-shared-only',
      comment: 'Contract, domain and route data run on the server too: they import nothing else of src (no React, no browser state).',
      severity: 'error',
      from: { path: SHARED },
      to: { path: '^src/', pathNot: SHARED },
    },
    {
      name: 'shared-has-no-ui-libraries',
      comment: 'The shared layer is read by the server: no React, Blueprint, router or query library.',
      severity: 'error',
      from: { path: SHARED },
      to: { dependencyTypes: ['npm', 'npm-dev', 'npm-peer', 'npm-optional', 'npm-no-pkg', 'npm-unknown'], path: UI_LIBRARIES },
    },
    {
      name: 'shared-modules-meet-through-public',
      comment:
        "A module's folder of src/domain or src/contract (src/domain/<m>/, src/contract/<m>/) uses another module's only through that module's public.ts there (src/domain/<n>/public.ts, src/contract/<n>/public.ts: what it offers, named one by one), as server modules meet through theirs; within one module (its domain and its contract) anything goes. Shared by every module, and so free to import: the top-level files of src/domain and src/contract (dates, words, call shapes) and the shared folders of src/domain that belong to no module: " +
        SHARED_DOMAIN_NOTE,
      severity: 'error',
      from: { path: '^src/(domain|contract)/([^/]+)/' },
      to: { path: '^src/(domain|contract)/[^/]+/', pathNot: ['^src/(domain|contract)/$2/', '^src/(domain|contract)/[^/]+/public[.]ts$', SHARED_DOMAIN] },
    },
    {
      name: 'base-below-session',
      severity: 'error',
      comment: 'lib, ui, streams, machines and i18n are below the session.',
      from: { path: BASE },
      to: above(SESSION, FEATURES, SHELL, APP),
    },
    {
      name: 'session-below-features',
      severity: 'error',
      comment: 'The session is below the features.',
      from: { path: SESSION },
      to: above(FEATURES, SHELL, APP),
    },
    {
      name: 'features-below-shell',
      severity: 'error',
      comment: 'Features use the layers below, never the shell or the app.',
      from: { path: FEATURES },
      to: above(SHELL, APP),
    },
    {
      name: 'shell-knows-no-feature',
      severity: 'error',
      comment: 'The shell gets screens, commands and navbar items from the app (src/shell/shellModules.ts), never from a feature.',
      from: { path: SHELL },
      to: above(FEATURES, APP),
    },
    {
      name: 'server-reads-shared-only',
      comment: 'The server may import src/contract, src/domain and the route data, never browser code.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^src/', pathNot: SHARED },
    },
    {
      name: 'server-has-no-react',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: UI_LIBRARIES },
    },
    {
      name: 'server-modules-meet-through-public',
      comment:
        "A server module uses another only through that module's public.ts (what it offers and nothing else); what every module uses is in server/platform, server/db, server/http, server/live, server/jobs.",
      severity: 'error',
      from: { path: '^server/modules/([^/]+)/' },
      to: { path: '^server/modules/[^/]+/', pathNot: ['^server/modules/$1/', '^server/modules/[^/]+/public[.]ts$'] },
    },
    {
      name: 'server-reads-modules-through-public',
      comment:
        "Outside the module folders (buildApp, the seed, the registry's types) a module is read through its public.ts too; the registry (server/modules/index.ts, moduleList.ts) imports each module's index.ts.",
      severity: 'error',
      from: { path: '^server/', pathNot: ['^server/modules/[^/]+/', '^server/modules/(index|moduleList)[.]ts$', '^server/pdfWorker[.]ts$'] },
      to: { path: '^server/modules/[^/]+/', pathNot: '^server/modules/[^/]+/public[.]ts$' },
    },
    {
      name: 'pdf-worker-reads-drawings',
      comment:
        "The PDF worker thread (server/pdfWorker.ts) draws every module's documents: it reads each module's pdf.ts (drawings only), so the thread loads no service or database code.",
      severity: 'error',
      from: { path: '^server/pdfWorker[.]ts$' },
      to: { path: '^server/modules/[^/]+/', pathNot: '^server/modules/[^/]+/(public|pdf)[.]ts$' },
    },
    {
      name: 'server-platform-below-modules',
      comment: 'server/platform (grants, audit, the auth hook, refusals, transactions) is below every module: it names none of them.',
      severity: 'error',
      from: { path: '^server/platform/' },
      to: { path: '^server/modules/' },
    },
    { name: 'browser-never-imports-server', severity: 'error', from: { path: '^src/' }, to: { path: '^server/' } },
    { name: 'no-cycles', severity: 'error', comment: 'No import cycles, type-only ones included.', from: {}, to: { circular: true } },
    {
      name: 'resolvable',
      comment: 'An import the tool cannot resolve would hide from every rule above.',
      severity: 'error',
      from: {},
      // virtual:… modules are made by the build (vite.config.ts plugins), not files
      to: { couldNotResolve: true, pathNot: '^virtual:' },
    },
  ],
  options: {
    // TypeScript 7 (tsgo) has no compiler API for the tool: swc parses the .ts/.tsx sources.
    parser: 'swc',
    // type-only imports are dependencies too (a layer may not even name a type from above)
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|data|test-results)/' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
      conditionNames: ['import', 'require', 'node', 'default'],
      mainFields: ['module', 'main', 'types', 'typings'],
      exportsFields: ['exports'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
