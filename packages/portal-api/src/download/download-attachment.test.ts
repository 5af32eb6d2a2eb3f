import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadAttachment, DownloadError } from './download-attachment';

const server = setupServer(
  http.get('*/api/ticket/3/anexos/301', ({ request }) =>
    request.headers.get('authorization') === 'Bearer segredo'
      ? new HttpResponse('conteúdo', { headers: { 'content-type': 'text/plain' } })
      : HttpResponse.json({ mensagem: 'Autenticação necessária: envie o token de acesso' }, { status: 401 }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const origin = 'http://portal.test';

describe('downloadAttachment', () => {
  it('fetches the file with the bearer token', async () => {
    const blob = await downloadAttachment({ url: '/api/ticket/3/anexos/301', token: 'segredo', origin });
    expect(await blob.text()).toBe('conteúdo');
  });

  it("fails with the server's status and Portuguese message", async () => {
    const failure = downloadAttachment({ url: '/api/ticket/3/anexos/301', token: null, origin });
    await expect(failure).rejects.toBeInstanceOf(DownloadError);
    await expect(failure).rejects.toMatchObject({ status: 401, message: 'Autenticação necessária: envie o token de acesso' });
  });
});
