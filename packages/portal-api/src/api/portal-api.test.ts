import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { handlers } from '../msw';
import { portalApi } from './portal-api';
import { makeStore } from '../test/test-store';


const server = setupServer(
  ...handlers,
  http.get('*/api/eco', ({ request }) =>
    HttpResponse.json({ authorization: request.headers.get('authorization') }),
  ),
  http.get('*/api/proibido', () =>
    HttpResponse.json({ mensagem: 'Sessão expirada' }, { status: 401 }),
  ),
  http.get('*/api/restrito', () =>
    HttpResponse.json({ mensagem: 'Acesso negado' }, { status: 403 }),
  ),
);

// A test-only resource, injected the way every real resource file will be.
const testApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    eco: build.query<{ authorization: string | null }, void>({ query: () => 'eco' }),
    proibido: build.query<unknown, void>({ query: () => 'proibido' }),
    restrito: build.query<unknown, void>({ query: () => 'restrito' }),
  }),
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('portalApi', () => {
  it("sends the token from the app's selector as a bearer Authorization header", async () => {
    const store = makeStore('abc.def.ghi');
    const result = await store.dispatch(testApi.endpoints.eco.initiate());
    expect(result.data).toEqual({ authorization: 'Bearer abc.def.ghi' });
  });

  it('sends no Authorization header when logged out', async () => {
    const store = makeStore(null);
    const result = await store.dispatch(testApi.endpoints.eco.initiate());
    expect(result.data).toEqual({ authorization: null });
  });

  it('tells the app about a 401 so it can send the user to login', async () => {
    const onUnauthorized = vi.fn();
    const store = makeStore('expirado', { onUnauthorized });
    const result = await store.dispatch(testApi.endpoints.proibido.initiate());
    expect(result.error).toMatchObject({ status: 401, data: { mensagem: 'Sessão expirada' } });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('tells the app about a 403 apart, so it shows /403 instead of sending the user to login', async () => {
    const onUnauthorized = vi.fn();
    const onForbidden = vi.fn();
    const store = makeStore('nao-admin', { onUnauthorized, onForbidden });
    const result = await store.dispatch(testApi.endpoints.restrito.initiate());
    expect(result.error).toMatchObject({ status: 403, data: { mensagem: 'Acesso negado' } });
    expect(onForbidden).toHaveBeenCalledOnce();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

});
