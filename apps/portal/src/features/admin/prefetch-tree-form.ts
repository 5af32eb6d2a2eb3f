import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { adminTreesApi } from '@chamados/portal-api';
import { prefetchFlowLayout, preloadFlowLayout } from '@chamados/portal-ui';
import { selectSession, type AuthRootState } from '../../auth';

/** The store as the prefetch uses it: who is signed in, and a way to ask for the tree. */
export interface PrefetchStore {
  getState(): AuthRootState;
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>;
}

/**
 * A tree's editor opened by its address (a link, a reload, a bookmark): the tree is asked for,
 * and its flow graph laid out in the layout worker, while the form's chunk (CodeMirror and the
 * YAML tooling) still downloads. Without it the request waited for the form to mount, and a
 * 150-screen graph for a cold worker started then. The form finds the tree in RTK Query's cache
 * (kept unsubscribed for a minute) and its graph adopts the worker with the picture under way
 * (portal-ui `prefetchFlowLayout`). Admins only: anyone else is not asked for a tree, and gets the
 * form route's own refusal.
 * @example await prefetchTreeForm(store, 7)
 */
export async function prefetchTreeForm(store: PrefetchStore, id: number): Promise<void> {
  if (!Number.isSafeInteger(id) || id <= 0 || !selectSession(store.getState())?.isAdmin) return;
  // The worker starts now and warms up until the tree's text comes.
  preloadFlowLayout();
  const { data } = await store.dispatch(adminTreesApi.endpoints.adminTree.initiate(id, { subscribe: false }));
  if (data) await prefetchFlowLayout(data.texto);
}
