import { fakeToken } from '@chamados/portal-api/msw';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMswServer } from '../test/msw-server';
import { createTestStore } from '../test/test-store';
import { createAttendanceEnv } from './walk-env';

const server = setupMswServer();
const token = fakeToken({ nome: 'Ana Souza', exp: Date.now() / 1000 + 3600 });

function envAnswering(status: number, mensagem: string) {
  server.use(http.get('*/api/datahub/maps/:mapa', () => HttpResponse.json({ mensagem }, { status })));
  return createAttendanceEnv({}, createTestStore(token).dispatch);
}

describe('the walk env', () => {
  it('gives the value a map holds for the key', async () => {
    const env = createAttendanceEnv({}, createTestStore(token).dispatch);
    await expect(env.lookupMap('fila-por-campus', 'florestal')).resolves.toBe('N1::Service Desk');
  });

  it('gives no value for a key the map lacks, so the walk goes on with the property unset', async () => {
    const env = envAnswering(404, 'Chave não encontrada no mapa');
    await expect(env.lookupMap('fila-por-campus', 'rio-paranaiba')).resolves.toBeUndefined();
  });

  it('fails for a map that does not exist or a data hub that is down (spec §8 routes them)', async () => {
    await expect(envAnswering(404, 'Mapa não encontrado').lookupMap('sem-mapa', 'x')).rejects.toMatchObject({
      status: 404,
    });
    await expect(envAnswering(503, 'Serviço indisponível').lookupMap('fila-por-campus', 'x')).rejects.toMatchObject({
      status: 503,
    });
  });
});
