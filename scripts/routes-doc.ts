// Writes docs/routes.md from the route table (see src/routes/routesDoc.ts).
import { writeFileSync } from 'node:fs';
import { routes } from '../src/routes';
import { routesMarkdown } from '../src/routes/routesDoc';

writeFileSync('docs/routes.md', routesMarkdown(routes));
console.log(`docs/routes.md: ${routes.length} routes`);
