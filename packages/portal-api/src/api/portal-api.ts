import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query';
import { createApi } from '@reduxjs/toolkit/query/react';
import { readExtra } from './portal-api-extra';
import { TAG_TYPES } from './tag-types';

/** The API's path on the portal's own origin. */
export const DEFAULT_API_BASE_URL = '/api';

/**
 * An endpoint's `extraOptions`. `quietForbidden`: a 403 is only an answer for the caller, not a
 * reason to show the /403 page (a background count on every page, which a user the server does
 * not take as an agent must not turn into a redirect).
 */
export interface PortalQueryOptions {
  quietForbidden?: boolean;
}

type PortalBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, PortalQueryOptions>;

// One fetchBaseQuery per base URL: built lazily because the URL comes from the store's extra.
const baseQueries = new Map<string, FetchQuery>();

type FetchQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;

function baseQueryFor(baseUrl: string): FetchQuery {
  let baseQuery = baseQueries.get(baseUrl);
  if (!baseQuery) {
    baseQuery = fetchBaseQuery({
      baseUrl,
      prepareHeaders: (headers, { getState, extra }) => {
        const token = readExtra(extra).selectToken?.(getState() as never);
        if (token) headers.set('authorization', `Bearer ${token}`);
        return headers;
      },
    });
    baseQueries.set(baseUrl, baseQuery);
  }
  return baseQuery;
}

/**
 * fetchBaseQuery plus the portal's rules: a bearer token from the app's selector, a 401 reported
 * to the app (which sends the user to SSO login) and a 403 reported apart (the app shows the /403
 * page instead of looping through login, ARCHITECTURE.md §7). The error still reaches the caller.
 */
export const portalBaseQuery: PortalBaseQuery = async (args, api, extraOptions) => {
  const extra = readExtra(api.extra);
  const result = await baseQueryFor(extra.baseUrl ?? DEFAULT_API_BASE_URL)(args, api, {});
  if (result.error?.status === 401) extra.onUnauthorized?.();
  else if (result.error?.status === 403 && !extraOptions?.quietForbidden) extra.onForbidden?.();
  return result;
};

/**
 * The one RTK Query api of the portal. It declares no endpoints: each resource file adds its own
 * with `portalApi.injectEndpoints`, so routes that do not need a resource do not load it.
 */
export const portalApi = createApi({
  reducerPath: 'portalApi',
  baseQuery: portalBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});

export type PortalApi = typeof portalApi;
