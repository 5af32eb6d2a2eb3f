import {
  routePath,
  routePaths,
  type ClientIp,
  type DataHubList,
  type DataHubMapEntry,
  type EndServiceBody,
  type EndServiceResult,
  type FaqItemList,
  type InsightStartBody,
  type InsightStarted,
} from '@chamados/api-contract';
import { portalApi } from '../api/portal-api';

/** What an attendance reads while walking (data hub, FAQ, IP) and its end-of-service record. */
export const walkSupportApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    dataHubList: build.query<DataHubList, string>({
      query: (key) => routePath(routePaths.dataHubList, { key }),
      providesTags: (_result, _error, key) => [{ type: 'DataHubList', id: key }],
    }),
    dataHubMap: build.query<DataHubMapEntry, { mapa: string; chave: string }>({
      query: ({ mapa, chave }) => ({ url: routePath(routePaths.dataHubMap, { mapa }), params: { chave } }),
      providesTags: (_result, _error, { mapa }) => [{ type: 'DataHubMap', id: mapa }],
    }),
    faq: build.query<FaqItemList, number>({
      query: (id) => routePath(routePaths.faq, { id }),
      providesTags: (_result, _error, id) => [{ type: 'Faq', id }],
    }),
    clientIp: build.query<ClientIp, void>({ query: () => routePath(routePaths.clientIp) }),
    endService: build.mutation<EndServiceResult, EndServiceBody>({
      query: (body) => ({ url: routePath(routePaths.endService), method: 'POST', body }),
    }),
    /** A walk starts: its anonymous attendance id for the tree's statistics (insight-events.ts sends the rest). */
    insightStart: build.mutation<InsightStarted, InsightStartBody>({
      query: (body) => ({ url: routePath(routePaths.insightStart), method: 'POST', body }),
    }),
  }),
});

export const { useDataHubListQuery, useFaqQuery, useEndServiceMutation, useInsightStartMutation } = walkSupportApi;
