import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '../attendance/choose-option';
import { startAttendance } from '../attendance/start-attendance';
import { submitForm } from '../attendance/submit-form';
import { exampleTrees } from '../examples/example-trees';
import { parseTree } from '../parse/parse-tree';
import { buildTicketRequest } from '../ticket/build-ticket-request';
import type { AttendanceEnv, Tree } from '../types';
import { createRandom } from '../../test/generate-tree';
import { fakeEnv, wifiEnv, wifiTree } from '../../test/runtime-fixtures';
import { randomWalk } from './random-walk';
import { replayWalk, type WalkFile } from './replay-walk';
import { walkSteps } from './walk-steps';
import type { WalkStep } from './walk-types';

const env: AttendanceEnv = {
  ...fakeEnv(),
  lookupList: async (chave) => [1, 2, 3].map((n) => ({ key: `${chave}-${n}`, value: `${chave} ${n}` })),
  lookupMap: async (mapa, chave) => `${mapa}:${chave}`,
};

const now = new Date('2026-12-02T12:00:00Z');
const asSent = (files: { filename: string; contentType: string; size?: number }[]): WalkFile[] =>
  files.map((f) => ({ filename: f.filename, contentType: f.contentType, size: f.size ?? 5 }));

describe('replayWalk gives the ticket the walk itself gives', () => {
  for (const example of exampleTrees) {
    it(`${example.file}: random walks, sent as steps and replayed, derive the same ticket`, async () => {
      const tree = parseTree(example.yaml).tree!;
      await fc.assert(
        fc.asyncProperty(fc.integer({ min: 1, max: 2 ** 31 - 1 }), async (seed) => {
          const walked = await randomWalk(tree, env, createRandom(seed));
          const { passos, arquivos } = walkSteps(walked);
          // Through JSON, as the wire carries it.
          const replayed = await replayWalk(tree, JSON.parse(JSON.stringify(passos)) as WalkStep[], asSent(arquivos), env);
          expect(replayed.refusals).toBeUndefined();
          const expected = buildTicketRequest(walked, now);
          const derived = buildTicketRequest(replayed.attendance!, now);
          expect({ ...derived, anexos: undefined }).toEqual({ ...expected, anexos: undefined });
          expect(replayed.arquivos!.map((i) => arquivos[i]!.filename)).toEqual(expected.anexos.map((f) => f.filename));
        }),
        { numRuns: 30 },
      );
    });
  }
});

describe('replayWalk refuses what the tree does not allow', () => {
  const tree: Tree = wifiTree();
  const wifi = wifiEnv();

  it('an option the screen lacks, naming it', async () => {
    const r = await replayWalk(tree, [{ tela: 'qual-rede', opcao: 'Cabo' }], [], wifi);
    expect(r.refusals).toEqual([{ code: 'optionUnknown', passo: 1, tela: 'qual-rede', params: { opcao: 'Cabo' } }]);
  });

  it('a step for another screen than the one the walk reached', async () => {
    const r = await replayWalk(tree, [{ tela: 'descreva', respostas: {} }], [], wifi);
    expect(r.refusals).toEqual([{ code: 'wrongScreen', passo: 1, tela: 'qual-rede', params: { recebida: 'descreva' } }]);
  });

  it('an answer of the wrong kind (a tutorial answered like a form, a forged extra key)', async () => {
    const asForm = await replayWalk(tree, [{ tela: 'qual-rede', opcao: 'eduroam' }, { tela: 'tutorial-eduroam', respostas: {} }], [], wifi);
    expect(asForm.refusals?.[0]).toMatchObject({ code: 'wrongAnswerKind', passo: 2, params: { tipo: 'tutorial' } });
    const forged = { tela: 'qual-rede', opcao: 'eduroam', propriedades: { prioridade: '9 Urgentissimo' } } as unknown as WalkStep;
    expect((await replayWalk(tree, [forged], [], wifi)).refusals?.[0]).toMatchObject({ code: 'wrongAnswerKind', passo: 1 });
  });

  it('every mistake of a form at once: an unknown field, an invented option, a mask, a required field', async () => {
    const r = await replayWalk(
      tree,
      [
        { tela: 'qual-rede', opcao: 'Visitantes' },
        { tela: 'descreva', respostas: { prioridade: '9 Urgentissimo', predio: { valor: 'casa-do-reitor' }, telefone: '31999998888' } },
      ],
      [],
      wifi,
    );
    expect(r.refusals).toEqual([
      { code: 'fieldUnknown', passo: 2, tela: 'descreva', campo: 'prioridade', params: {} },
      { code: 'choiceUnknown', passo: 2, tela: 'descreva', campo: 'predio', params: { valor: 'casa-do-reitor' } },
      { code: 'fieldInvalid', passo: 2, tela: 'descreva', campo: 'telefone', params: { erro: { code: 'maskFormat', params: { mascara: '(##) #####-####' } } } },
    ]);
    const empty = await replayWalk(tree, [{ tela: 'qual-rede', opcao: 'Visitantes' }, { tela: 'descreva', respostas: {} }], [], wifi);
    expect(empty.refusals).toEqual([{ code: 'fieldInvalid', passo: 2, tela: 'descreva', campo: 'predio', params: { erro: { code: 'required', params: {} } } }]);
  });

  it("a select's text comes from its options, not from the request", async () => {
    const r = await replayWalk(
      tree,
      [{ tela: 'qual-rede', opcao: 'Visitantes' }, { tela: 'descreva', respostas: { predio: { valor: 'pva', texto: 'Palácio' } as never } }],
      [],
      wifi,
    );
    expect(r.refusals?.[0]).toMatchObject({ code: 'answerMalformed', campo: 'predio' });
    const plain = await replayWalk(tree, [{ tela: 'qual-rede', opcao: 'Visitantes' }, { tela: 'descreva', respostas: { predio: { valor: 'pva' } } }], [], wifi);
    expect(buildTicketRequest(plain.attendance!, now).propriedades.assunto).toBe('Wi-Fi no prédio Pavilhão de Aulas');
  });

  it('table rows: unknown columns and the limits', async () => {
    const toTable: WalkStep[] = [
      { tela: 'qual-rede', opcao: 'Visitantes' },
      { tela: 'descreva', respostas: { predio: { valor: 'lab' } } },
    ];
    const unknown = await replayWalk(tree, [...toTable, { tela: 'equipamentos', respostas: { maquinas: [{ patrimonio: '12', dono: 'x' }] } }], [], wifi);
    expect(unknown.refusals).toEqual([{ code: 'columnUnknown', passo: 3, tela: 'equipamentos', campo: 'maquinas', params: { coluna: 'dono', linha: 1 } }]);
    const tooMany = await replayWalk(tree, [...toTable, { tela: 'equipamentos', respostas: { maquinas: [1, 2, 3, 4].map((n) => ({ patrimonio: String(n) })) } }], [], wifi);
    expect(tooMany.refusals?.[0]).toMatchObject({ code: 'fieldInvalid', campo: 'maquinas', params: { erro: { code: 'tableMax' } } });
    const badCell = await replayWalk(tree, [...toTable, { tela: 'equipamentos', respostas: { maquinas: [{ patrimonio: 'doze' }] } }], [], wifi);
    expect(badCell.refusals?.[0]).toMatchObject({ code: 'fieldInvalid', campo: 'maquinas', params: { erro: { code: 'notInteger' }, celula: 'maquinas.0.patrimonio' } });
  });

  it('files: unknown, given twice, refused by the box, or sent for no box', async () => {
    const walk = (prints: unknown): WalkStep[] => [
      { tela: 'qual-rede', opcao: 'Visitantes' },
      { tela: 'descreva', respostas: { predio: { valor: 'pva' }, prints: prints as never } },
    ];
    const sent = asSent([{ filename: 'a.png', contentType: 'image/png' }, { filename: 'b.png', contentType: 'image/png' }, { filename: 'c.png', contentType: 'image/png' }]);
    expect((await replayWalk(tree, walk({ arquivos: [7] }), sent, wifi)).refusals?.[0]).toMatchObject({ code: 'fileUnknown', params: { arquivo: 7 } });
    expect((await replayWalk(tree, walk({ arquivos: [0, 0] }), sent, wifi)).refusals?.[0]).toMatchObject({ code: 'fileReused', params: { nome: 'a.png' } });
    expect((await replayWalk(tree, walk({ arquivos: [0, 1, 2] }), sent, wifi)).refusals?.[0]).toMatchObject({ code: 'fileRefused', params: { nome: 'c.png', motivo: 'count' } });
    expect((await replayWalk(tree, walk({ arquivos: [0, 1] }), sent, wifi)).refusals).toEqual([{ code: 'fileUnused', passo: 0, params: { arquivo: 2, nome: 'c.png' } }]);
    const two = await replayWalk(tree, walk({ arquivos: [1, 0] }), sent.slice(0, 2), wifi);
    expect(two.arquivos).toEqual([1, 0]);
  });

  it('a walk that stops before #final, or goes on past it', async () => {
    const short = await replayWalk(tree, [{ tela: 'qual-rede', opcao: 'eduroam' }], [], wifi);
    expect(short.refusals).toEqual([{ code: 'walkUnfinished', passo: 1, tela: 'tutorial-eduroam', params: {} }]);
    const long = await replayWalk(tree, [{ tela: 'qual-rede', opcao: 'eduroam' }, { tela: 'tutorial-eduroam', resolvido: true }, { tela: '#final', resolvido: true }], [], wifi);
    expect(long.refusals?.[0]).toMatchObject({ code: 'walkTooLong', passo: 3 });
  });

  it('walkSteps sends a select by its valor and files by position', async () => {
    let a = chooseOption(startAttendance(tree), 'Visitantes');
    const file = { filename: 'print.png', contentType: 'image/png', content: 'iVBO', size: 3 };
    a = (await submitForm(a, { predio: { texto: 'Pavilhão de Aulas', valor: 'pva' }, telefone: '', prints: [file] }, wifi)).attendance!;
    expect(walkSteps(a)).toEqual({
      passos: [
        { tela: 'qual-rede', opcao: 'Visitantes' },
        { tela: 'descreva', respostas: { predio: { valor: 'pva' }, telefone: '', email: '', prints: { arquivos: [0] } } },
      ],
      arquivos: [file],
    });
  });
});
