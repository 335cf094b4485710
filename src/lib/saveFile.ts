import { download } from '../streams/http';

/** Downloads a file from the API and hands it to the browser as a saved file. */
export async function saveDownload(path: string): Promise<string> {
  const { blob, fileName } = await download(path);
  return saveBlob(blob, fileName);
}

/**
 * A file from the API, read with the session, as a data: URL made here (an <img> whose address needs
 * the session; the content security policy takes data: images, not blob: ones).
 */
export async function fileDataUrl(path: string): Promise<string> {
  const { blob } = await download(path);
  return new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
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
