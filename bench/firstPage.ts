import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * The JavaScript the first page (/) needs, from Vite's manifest: the entry, its static imports,
 * and the home screen's chunk with its static imports. Lazy chunks (other screens, the palette)
 * are not counted: they load later.
 */
export function firstPageJs(distDir: string, firstScreenSrc = 'src/features/home/HomeScreen.tsx') {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entry) throw new Error('no entry chunk in the Vite manifest');
  visit(entry);
  visit(firstScreenSrc);
  let raw = 0;
  let gzip = 0;
  for (const f of files) {
    const bytes = readFileSync(join(distDir, f));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { files: [...files], raw, gzip };
}
