// Writes docs/routes.md from the route table (see src/routes/routesDoc.ts).
import { writeFileSync } from 'node:fs';
import { routes } from '../src/routes';
import { routesMarkdown } from '../src/routes/routesDoc';
import { clientRegistry } from '../src/app/registry';

writeFileSync(
  'docs/routes.md',
  routesMarkdown(routes, (path) => !!clientRegistry.screenFor(path)),
);
console.log(`docs/routes.md: ${routes.length} routes`);
