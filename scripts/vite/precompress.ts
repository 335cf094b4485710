import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the browser fetches; images and fonts of these kinds are already compressed. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml)$/i;

/** Below this a compressed copy saves less than the headers it costs (the server's JSON threshold too). */
export const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * Writes a brotli (`.br`, best quality) and a gzip (`.gz`) copy beside each built text file of
 * 1 KiB or more in `dir`. A copy that would not be smaller is not written. Build metadata
 * (`.vite/`) is never served, so it gets none.
 */
export async function writeCompressedCopies(dir: string, files: readonly { fileName: string; source: string | Uint8Array }[]): Promise<void> {
  await Promise.all(
    files.map(async ({ fileName, source }) => {
      if (fileName.startsWith('.') || !COMPRESSIBLE.test(fileName)) return;
      const bytes = Buffer.from(source);
      if (bytes.length < PRECOMPRESS_MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gzipAsync(bytes, { level: 9 }),
      ]);
      const file = join(dir, fileName);
      await Promise.all([
        br.length < bytes.length ? writeFile(`${file}.br`, br) : undefined,
        gz.length < bytes.length ? writeFile(`${file}.gz`, gz) : undefined,
      ]);
    }),
  );
}

/**
 * The build's compressed copies, made once at build time so the server sends them as they are
 * (server/http/static.ts, @fastify/static's `preCompressed`) instead of compressing on every
 * request or not at all. Without copies (dev) the server sends the files themselves.
 */
export function precompress(): Plugin {
  return {
    name: 'freight:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (!options.dir) return;
      const files = Object.values(bundle).map((out) => ({ fileName: out.fileName, source: out.type === 'chunk' ? out.code : out.source }));
      await writeCompressedCopies(options.dir, files);
    },
  };
}
