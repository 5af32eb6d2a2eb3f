import { MailStatus, routes } from '@chamados/api-contract';
import { setupServer } from 'msw/node';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailStatusApi } from '../endpoints/mail-status';
import { makeStore } from '../test/test-store';
import { mailStatusFixture, mailStatusHandler } from './mail-status';

const server = setupServer(mailStatusHandler);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('the e-mail outbox status', () => {
  it('its fixture is what the server could send', () => {
    expect([...Value.Errors(MailStatus, mailStatusFixture)].map((e) => `${e.instancePath} ${e.message}`)).toEqual([]);
  });

  it(`is read from GET /api${routes.adminMailStatus.path}`, async () => {
    const { data } = await makeStore('token').dispatch(mailStatusApi.endpoints.adminMailStatus.initiate());
    expect(data).toEqual(mailStatusFixture);
  });
});
