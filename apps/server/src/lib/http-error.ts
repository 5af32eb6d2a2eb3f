import type { Diagnostic } from '@chamados/api-contract';

/**
 * An error whose status and Portuguese message go to the client as `{ mensagem, erros? }`, with
 * the fields of a richer error body (`details`, e.g. a 412's `StaleWrite`) and answer headers.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly erros?: Diagnostic[],
    readonly details?: Readonly<Record<string, unknown>>,
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (m: string, erros?: Diagnostic[]) => new HttpError(400, m, erros);
export const unauthorized = (m: string) => new HttpError(401, m);
export const forbidden = (m: string) => new HttpError(403, m);
export const notFound = (m: string) => new HttpError(404, m);
export const conflict = (m: string) => new HttpError(409, m);
export const payloadTooLarge = (m: string) => new HttpError(413, m);
export const unprocessable = (m: string, erros?: Diagnostic[]) => new HttpError(422, m, erros);
