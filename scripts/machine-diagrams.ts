// Writes docs/machines.md, a Mermaid diagram of every machine in src/machines and src/features/*/machines (see lib/machinesDoc.ts).
// Run from the repository root (npm run does). `--check` writes nothing and exits 1 when the checked-in file differs from what would be written.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { MACHINES_DOC, machineEntries, machineFilesWithoutDiagram, machinesMarkdown } from './lib/machinesDoc';

const missing = machineFilesWithoutDiagram();
if (missing.length > 0) {
  console.error(
    `no diagram entry for src/${missing.join(', src/')}: declare it in its module's machines (module.ts), or the shell's in scripts/lib/machinesDoc.ts`,
  );
  process.exit(1);
}

const text = machinesMarkdown();
if (process.argv.includes('--check')) {
  if (!existsSync(MACHINES_DOC) || readFileSync(MACHINES_DOC, 'utf8') !== text) {
    console.error(`${MACHINES_DOC} is out of date: run npm run docs:machines`);
    process.exit(1);
  }
  console.log(`${MACHINES_DOC} is current`);
} else {
  writeFileSync(MACHINES_DOC, text);
  console.log(`${MACHINES_DOC}: ${machineEntries.length} machines`);
}
