import { http, HttpResponse } from 'msw';
import type { ApiErrorBody } from '../types/misc';
import type { TreeSummaryList } from '../types/trees';
import { publicTreeFixture, treeSummariesFixture } from './fixtures';

export { publicTreeFixture, treeSummariesFixture } from './fixtures';
export { fakeToken } from './fake-token';

// '*/api/…' matches any origin: the same handlers serve Storybook (relative URLs) and Node tests.

/** `GET /api/arvores?busca=`: the public tree list, filtered by name or description. */
export const treeListHandler = http.get('*/api/arvores', ({ request }) => {
  const busca = new URL(request.url).searchParams.get('busca')?.toLocaleLowerCase('pt-BR').trim();
  const arvores = busca
    ? treeSummariesFixture.filter((tree) =>
        `${tree.nome} ${tree.descricao ?? ''}`.toLocaleLowerCase('pt-BR').includes(busca),
      )
    : treeSummariesFixture;
  return HttpResponse.json<TreeSummaryList>({ arvores });
});

/** `GET /api/arvores/{nome}`: the one fixture tree, or 404 with the contract's error body. */
export const treeDetailHandler = http.get('*/api/arvores/:nome', ({ params }) => {
  if (params.nome === publicTreeFixture.nome) return HttpResponse.json(publicTreeFixture);
  return HttpResponse.json<ApiErrorBody>({ mensagem: 'Árvore não encontrada' }, { status: 404 });
});

/** The default handlers for stories and tests; override one with `server.use(...)`. */
export const handlers = [treeListHandler, treeDetailHandler];
