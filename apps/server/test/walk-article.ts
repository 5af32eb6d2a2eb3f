import type { FastifyInstance } from 'fastify';
import type { CreateTicketBody, InsightStarted } from '@chamados/api-contract';
import {
  answerTutorial,
  chooseOption,
  startAttendance,
  submitForm,
  walkSteps,
  type Attendance,
  type AttendanceEnv,
} from '@chamados/tree-engine';

/**
 * A walk as the portal makes it, against the server: the walk started (`/api/atendimento/inicio`
 * gives the signed attendance and the tree), the data hub's lists and maps from `/api/datahub`,
 * tree-engine's steps, then the body `POST /api/ticket` takes (`walkSteps`). The printer walk of
 * issue 17: an option, a tutorial that did not solve it, the printer form.
 */
export async function printerWalkBody(app: FastifyInstance, headers: Record<string, string>): Promise<CreateTicketBody> {
  const get = async (url: string) => {
    const res = await app.inject({ url, headers });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const started = await app.inject({ method: 'POST', url: '/api/atendimento/inicio', headers, payload: { arvore: 'Laboratórios e impressoras' } });
  if (started.statusCode !== 201) throw new Error(`start: ${started.statusCode} ${started.body}`);
  const { atendimento, arvore: tree } = started.json() as InsightStarted;
  const env: AttendanceEnv = {
    user: {},
    lookupList: (chave) => get(`/api/datahub/lists/${encodeURIComponent(chave)}`),
    lookupMap: async (mapa, chave) => (await get(`/api/datahub/maps/${encodeURIComponent(mapa)}?chave=${encodeURIComponent(chave)}`)).valor,
    clientIp: async () => undefined,
  };
  const campi = (await env.lookupList('campi')) as { key: string; value: string }[];
  const vicosa = campi.find((item) => item.key === 'vicosa')!;
  let a: Attendance = startAttendance(tree);
  a = chooseOption(a, 'Impressora não funciona');
  a = await answerTutorial(a, false, env);
  const result = await submitForm(
    a,
    { campus: { texto: vicosa.value, valor: vicosa.key }, patrimonio: '104233', sintomas: ['papel', 'qualidade'], paginasPorDia: '600' },
    env,
  );
  if (!result.attendance) throw new Error(JSON.stringify(result.errors));
  return { atendimento, passos: walkSteps(result.attendance).passos, anexos: [] };
}

/** What the help desk must read in the first article of that walk, and what it must not. */
export const printerArticle = {
  reads: [
    '<li>Com o que você precisa de ajuda? → Impressora não funciona</li>',
    '<li>Tutorial em vídeo (youtube.com) → Não resolveu</li>',
    '<tr><th>Campus</th><td>Campus Viçosa</td></tr>',
    '<tr><th>O que acontece?</th><td>Papel enroscando, Impressão falhada ou manchada</td></tr>',
    '<tr><th>Patrimônio da impressora</th><td>104233</td></tr>',
    '<tr><th>Fila</th><td>N1::Service Desk::Viçosa</td></tr>',
  ],
  // Screen ids, the end marker, option codes and property keys.
  never: ['tutorial-impressora', '<li>impressora</li>', '#final', '>vicosa<', '>papel<', 'sintomas', 'paginasPorDia', 'Papel enroscando</th>'],
};
