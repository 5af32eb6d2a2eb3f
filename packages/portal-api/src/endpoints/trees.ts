import { routePath, routePaths, type PublicTree, type TreeSummaryList } from '@chamados/api-contract';
import { portalApi } from '../api/portal-api';

/** The trees users walk: the service panel's list and one launched tree. */
export const treesApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/arvores`: the panel's cards, in order, with their searchable text. */
    treeList: build.query<TreeSummaryList, void>({
      query: () => routePath(routePaths.treeList),
      providesTags: [{ type: 'Tree', id: 'LIST' }],
    }),
    /** `GET /api/arvores/{nome}`: the launched tree an attendance walks. */
    tree: build.query<PublicTree, string>({
      query: (nome) => routePath(routePaths.tree, { nome }),
      providesTags: (_result, _error, nome) => [{ type: 'Tree', id: nome }],
    }),
  }),
});

export const { useTreeListQuery, useTreeQuery, useLazyTreeQuery } = treesApi;
