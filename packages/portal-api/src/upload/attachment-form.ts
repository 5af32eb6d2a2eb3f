import { ATTACHMENT_FORM } from '@chamados/api-contract';

/** A file of a request body as the walk and the reply editor keep it: base64, no `data:` prefix. */
export interface Base64File {
  filename: string;
  contentType: string;
  content: string;
}

function bytesOf(base64: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64.replace(/^data:[^,]*,/, '').replace(/\s/g, ''));
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/**
 * The body as the server streams it: `multipart/form-data` with a part `dados` (the body as JSON,
 * its files left out) first and one part `anexos` per file, named and typed in its headers. The
 * server then holds no base64 and no whole body (contract: `routes.ticketCreate.form`).
 * @example attachmentForm({ corpo: 'Segue', anexos: [] }, [{ filename: 'a.pdf', contentType: 'application/pdf', content: 'JVBE…' }])
 */
export function attachmentForm(dados: object, files: readonly Base64File[]): { form: FormData; bytes: number } {
  const form = new FormData();
  form.append(ATTACHMENT_FORM.data, JSON.stringify(dados));
  let bytes = 0;
  for (const file of files) {
    const content = bytesOf(file.content);
    bytes += content.length;
    form.append(ATTACHMENT_FORM.file, new Blob([content], { type: file.contentType || 'application/octet-stream' }), file.filename);
  }
  return { form, bytes };
}
