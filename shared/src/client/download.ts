/**
 * File downloads (spec §7 "Import, export and downloads"): the file name comes from the
 * Content-Disposition header; a failure rejects with the server's body (`ApiError`).
 */
import { apiFetch, type HttpMethod, type RequestOptions } from './api-client';

/** `attachment; filename*=UTF-8''a%20b.csv` → `a b.csv` (RFC 6266; `filename*` wins). */
export function filenameFromContentDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain parameter
    }
  }
  const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  if (quoted?.[1] !== undefined) return quoted[1].replace(/\\(.)/g, '$1');
  const plain = /filename\s*=\s*([^;]+)/i.exec(header);
  return plain?.[1]?.trim() || undefined;
}

export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

export async function fetchDownload(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
  fallbackName = 'download',
): Promise<DownloadedFile> {
  const response = await apiFetch(method, path, {
    ...options,
    headers: { Accept: '*/*', ...options.headers },
  });
  const filename =
    filenameFromContentDisposition(response.headers.get('Content-Disposition')) ?? fallbackName;
  return { blob: await response.blob(), filename };
}

/** Hands a downloaded file to the browser as a save. */
export function saveFile({ blob, filename }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Fetches and saves in one go; rejects like `fetchDownload`. */
export async function download(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<string> {
  const file = await fetchDownload(method, path, options);
  saveFile(file);
  return file.filename;
}
