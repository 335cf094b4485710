import { download } from '../streams/http';

/** Downloads a file from the API and hands it to the browser as a saved file. */
export async function saveDownload(path: string): Promise<string> {
  const { blob, fileName } = await download(path);
  return saveBlob(blob, fileName);
}

/** A file from the API, read with the session, as an object URL (an <img> whose address needs the session). */
export async function fileObjectUrl(path: string): Promise<string> {
  return URL.createObjectURL((await download(path)).blob);
}

/** Hands bytes to the browser as a saved file of that name. */
export function saveBlob(blob: Blob, fileName: string): string {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return fileName;
}

/** A query string from the values that are set. */
export function queryString(params: Record<string, string | number | boolean | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}
