import { api } from '../../lib/request/http.ts';

interface UploadBody {
  code: number;
  msg: string;
  fileName: string;
  url?: string;
}

/** POST /common/upload; several files may go up at once, so the duplicate guard does not apply. */
export async function uploadFile(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const body = await api.post<UploadBody>('/common/upload', form, {
    repeatSubmit: false,
    silent: true,
    headers: { 'Content-Type': 'multipart/form-data' },
  });
  return body.fileName;
}
