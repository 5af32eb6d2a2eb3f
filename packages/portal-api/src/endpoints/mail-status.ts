import { routePath, routePaths, type MailStatus } from '@chamados/api-contract';
import { portalApi } from '../api/portal-api';

/** The admins' 'E-mails aos estudantes': the outbox's counts and its latest failures. */
export const mailStatusApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    adminMailStatus: build.query<MailStatus, void>({
      query: () => ({ url: routePath(routePaths.adminMailStatus) }),
    }),
  }),
});

export const { useAdminMailStatusQuery } = mailStatusApi;
