import {
  routePath,
  routePaths,
  type AdminTree,
  type AdminTreeInput,
  type AdminTreeList,
  type GradualLaunch,
  type LaunchBody,
  type DataHubKeys,
  type InsightStats,
  type InsightStatsQuery,
  type Revision,
  type TreeVersionList,
  type Verification,
} from '@chamados/api-contract';
import { ifMatch, type RevisionWrite } from '../api/if-match';
import { portalApi } from '../api/portal-api';

const LIST = { type: 'AdminTree', id: 'LIST' } as const;

/** Tree administration (spec §4, §7): admins only; the server enforces it. */
export const adminTreesApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    adminTreeList: build.query<AdminTreeList, void>({
      query: () => routePath(routePaths.adminTreeList),
      providesTags: (result) => [LIST, ...(result ?? []).map((tree) => ({ type: 'AdminTree' as const, id: tree.id }))],
    }),
    adminTree: build.query<AdminTree, number>({
      query: (id) => routePath(routePaths.adminTree, { id }),
      providesTags: (_result, _error, id) => [{ type: 'AdminTree', id }],
    }),
    /** The name check of the tree form (spec §5): a 404 means the name is free. */
    adminTreeByName: build.query<AdminTree, string>({
      query: (nome) => routePath(routePaths.adminTreeByName, { nome }),
      providesTags: [LIST],
    }),
    /**
     * Who saved the tree last and its revision, without the text: polled while the editor is
     * open, so it can say when someone else saved the tree.
     */
    adminTreeRevision: build.query<Revision, number>({
      query: (id) => routePath(routePaths.adminTreeRevision, { id }),
    }),
    adminTreeVersions: build.query<TreeVersionList, number>({
      query: (id) => routePath(routePaths.adminTreeVersions, { id }),
      providesTags: (_result, _error, id) => [{ type: 'TreeVersion', id }],
    }),
    createTree: build.mutation<AdminTree, AdminTreeInput>({
      query: (body) => ({ url: routePath(routePaths.adminTreeCreate), method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    updateTree: build.mutation<AdminTree, RevisionWrite & { body: AdminTreeInput }>({
      query: ({ id, revisao, body }) => ({ url: routePath(routePaths.adminTreeUpdate, { id }), method: 'PUT', body, headers: ifMatch({ id, revisao }) }),
      invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'AdminTree', id }],
    }),
    /** The server's verifier, the authority before launching: the YAML goes as the file 'arquivo'. */
    verifyTree: build.mutation<Verification, string>({
      query: (texto) => {
        const body = new FormData();
        body.append('arquivo', new Blob([texto], { type: 'text/plain' }), 'arvore.yaml');
        return { url: routePath(routePaths.adminTreeVerify), method: 'POST', body };
      },
    }),
    /** To everyone, or (`parcela` 1–99, a launched tree) to that share of the students; `nota`: 'O que mudou'. */
    launchTree: build.mutation<AdminTree, RevisionWrite & { body?: LaunchBody }>({
      query: ({ body = {}, ...write }) => ({ url: routePath(routePaths.adminTreeLaunch, { id: write.id }), method: 'PUT', headers: ifMatch(write), body }),
      invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'AdminTree', id }, { type: 'TreeVersion', id }, { type: 'GradualLaunch', id }, 'Tree'],
    }),
    /** The gradual launch under way and the comparison of its two versions; null when there is none. */
    adminTreeGradual: build.query<GradualLaunch, number>({
      query: (id) => routePath(routePaths.adminTreeGradual, { id }),
      providesTags: (_result, _error, id) => [{ type: 'GradualLaunch', id }],
      keepUnusedDataFor: 30,
    }),
    /** Ends a gradual launch: 'Lançar para todos' (`promote`) or 'Voltar para a versão {n}'. */
    endGradualLaunch: build.mutation<AdminTree, RevisionWrite & { promote: boolean }>({
      query: ({ promote, ...write }) => ({
        url: routePath(promote ? routePaths.adminTreePromote : routePaths.adminTreeRollback, { id: write.id }),
        method: 'PUT',
        headers: ifMatch(write),
      }),
      invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'AdminTree', id }, { type: 'GradualLaunch', id }, 'Tree'],
    }),
    disableTree: build.mutation<AdminTree, RevisionWrite>({
      query: (write) => ({ url: routePath(routePaths.adminTreeDisable, { id: write.id }), method: 'PATCH', headers: ifMatch(write) }),
      invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'AdminTree', id }, 'Tree'],
    }),
    deleteTree: build.mutation<null, RevisionWrite>({
      query: (write) => ({ url: routePath(routePaths.adminTreeDelete, { id: write.id }), method: 'DELETE', headers: ifMatch(write) }),
      invalidatesTags: [LIST],
    }),
    /**
     * The names of the data hub's lists and maps, for the tree editor's checks and completion.
     * Fetched once per session: they change with the data hub, not with what the admin types.
     */
    adminDataHubKeys: build.query<DataHubKeys, void>({
      query: () => routePath(routePaths.adminDataHubKeys),
      keepUnusedDataFor: 600,
    }),
    /** What the tree's walks did in a period (`periodo` days, or `de`..`ate`). Not cached long: counts move. */
    adminTreeStats: build.query<InsightStats, { id: number } & InsightStatsQuery>({
      query: ({ id, ...params }) => ({ url: routePath(routePaths.adminTreeStats, { id }), params }),
      keepUnusedDataFor: 30,
    }),
    /** Moves a tree one place up (-1) or down (+1); the answer is the reordered list. */
    moveTree: build.mutation<AdminTreeList, RevisionWrite & { direction: -1 | 1 }>({
      query: ({ id, revisao, direction }) => ({
        url: routePath(direction < 0 ? routePaths.adminTreeOrderUp : routePaths.adminTreeOrderDown, { id }),
        method: 'PATCH',
        headers: ifMatch({ id, revisao }),
      }),
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(adminTreesApi.util.upsertQueryData('adminTreeList', undefined, data));
        } catch {
          // The error reaches the caller through the mutation's own result.
        }
      },
      invalidatesTags: [{ type: 'Tree', id: 'LIST' }],
    }),
  }),
});

export const {
  useAdminTreeListQuery,
  useAdminTreeQuery,
  useLazyAdminTreeByNameQuery,
  useAdminTreeVersionsQuery,
  useAdminTreeRevisionQuery,
  useCreateTreeMutation,
  useUpdateTreeMutation,
  useVerifyTreeMutation,
  useLaunchTreeMutation,
  useAdminTreeGradualQuery,
  useEndGradualLaunchMutation,
  useDisableTreeMutation,
  useDeleteTreeMutation,
  useMoveTreeMutation,
  useAdminDataHubKeysQuery,
  useAdminTreeStatsQuery,
} = adminTreesApi;
