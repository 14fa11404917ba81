import type { AxiosResponse } from 'axios';
import { t } from '../../i18n/i18n.ts';
import { feedback } from '../feedback.ts';
import { showOverlay } from '../overlay.ts';
import { http } from './http.ts';
import { RequestError } from './request-error.ts';
import { codeMessage, toQueryString } from './rules.ts';

/** A download that came back as JSON is the server explaining why there is no file. */
export const isFileBlob = (blob: Blob) => !blob.type.includes('application/json');

export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The server may name the file (`download-filename`); otherwise the caller's name is used. */
function fileNameOf(response: AxiosResponse, fallback: string): string {
  const header = response.headers['download-filename'];
  return typeof header === 'string' && header ? decodeURIComponent(header) : fallback;
}

/** POST with form encoding and a blob response (exports), under the "being downloaded" overlay. */
export function download(url: string, params: Record<string, unknown>, fileName: string) {
  return blobDownload(
    () =>
      http.post<Blob>(url, params, {
        transformRequest: [(data: Record<string, unknown>) => toQueryString(data ?? {})],
        // The workbook's times are wall-clock cells: the server needs the zone the reader sees times in.
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Time-Zone': Intl.DateTimeFormat().resolvedOptions().timeZone },
        responseType: 'blob',
      }),
    fileName,
  );
}

/** GET of a file (a station's monthly report), the same way. */
export function downloadGet(url: string, params: Record<string, unknown>, fileName: string) {
  return blobDownload(() => http.get<Blob>(url, { params, responseType: 'blob' }), fileName);
}

async function blobDownload(request: () => Promise<AxiosResponse<Blob>>, fileName: string) {
  const close = showOverlay(t('request.downloading'));
  try {
    const response = await request();
    const blob = response.data;
    if (isFileBlob(blob)) {
      saveBlob(blob, fileNameOf(response, fileName));
      return;
    }
    const body = JSON.parse(await blob.text()) as { code?: number; msg?: string };
    feedback().message.error(codeMessage(body.code ?? 0, body.msg, 'request.downloadFailed'));
  } catch (error) {
    if (!(error instanceof RequestError && error.shown)) feedback().message.error(t('request.downloadFailed'));
  } finally {
    close();
  }
}
