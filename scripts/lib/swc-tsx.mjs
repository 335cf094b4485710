// Preloaded by `npm run deps` (node --import): dependency-cruiser 17's swc parser reads every file as
// plain TypeScript, so JSX in .tsx files fails to parse. This turns swc's `tsx` flag on for .tsx files
// (the one thing missing); TypeScript 7 has no compiler API the tool could use instead.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const swc = require('@swc/core');
const parseFileSync = swc.parseFileSync;
const parseSync = swc.parseSync;
swc.parseFileSync = (file, options) => parseFileSync(file, { ...options, tsx: String(file).endsWith('.tsx') });
// a source string has no name: JSX is tried only when plain TypeScript does not parse
swc.parseSync = (source, options) => {
  try {
    return parseSync(source, options);
  } catch {
    return parseSync(source, { ...options, tsx: true });
  }
};
