import { routePath, routePaths, type MailPreference } from '@chamados/api-contract';
import { portalApi } from '../api/portal-api';

/** 'Receber avisos por e-mail': the signed-in user's choice, and whether the server sends e-mail at all. */
export const mailPreferenceApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    mailPreference: build.query<MailPreference, void>({
      query: () => ({ url: routePath(routePaths.mailPreference) }),
      providesTags: ['MailPreference'],
    }),
    /** Saves the choice; the check box shows it at once and goes back if the server refuses. */
    setMailPreference: build.mutation<MailPreference, { avisosPorEmail: boolean }>({
      query: (body) => ({ url: routePath(routePaths.mailPreferenceUpdate), method: 'PUT', body }),
      async onQueryStarted({ avisosPorEmail }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          mailPreferenceApi.util.updateQueryData('mailPreference', undefined, (pref) => {
            pref.avisosPorEmail = avisosPorEmail;
          }),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(mailPreferenceApi.util.upsertQueryData('mailPreference', undefined, data));
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

export const { useMailPreferenceQuery, useSetMailPreferenceMutation } = mailPreferenceApi;
