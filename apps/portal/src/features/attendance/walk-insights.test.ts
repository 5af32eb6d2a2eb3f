import type { InsightBatch } from '@chamados/portal-api';
import { answerTutorial, chooseOption, startAttendance, type Tree } from '@chamados/tree-engine';
import { describe, expect, it } from 'vitest';
import type { StoredWalk } from './attendance-storage';
import { WalkInsights } from './walk-insights';
import { advanceWalk, newWalk, stepsBack, stepsForward } from './walk-steps';

const tree: Tree = {
  nome: 'Rede sem fio',
  inicial: 'problema',
  telas: {
    problema: { tipo: 'opcoes', pergunta: 'Qual o problema?', opcoes: { 'Sem sinal': 'tutorial-wifi', Outro: 'descreva' } },
    'tutorial-wifi': { tipo: 'tutorial', fonte: 'link', url: 'https://exemplo.edu.br', telaSim: '#final', telaNao: 'descreva' },
    descreva: { tipo: 'opcoes', pergunta: 'Onde?', opcoes: { Aqui: '#final' } },
  },
};

/** A WalkInsights on a memory storage, and what it sent. `send` settles when `answer` says (at once by default). */
function setup(storage = new Map<string, string>(), delayMs = 0, answer: () => Promise<void> = async () => {}) {
  const sent: { batch: InsightBatch; leaving: boolean }[] = [];
  const store = { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v), removeItem: (k: string) => void storage.delete(k) };
  const insights = new WalkInsights({
    storage: store,
    key: 'k',
    send: (batch, leaving) => {
      sent.push({ batch, leaving });
      return answer();
    },
    delayMs,
  });
  const events = () => sent.flatMap((s) => s.batch.eventos);
  return { insights, sent, storage, events };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

/** Moves the walk and tells the insights, as attendance-page's setWalk does. */
function move(insights: WalkInsights, from: StoredWalk, to: StoredWalk | null) {
  insights.changed(from, to);
  return to;
}

describe('WalkInsights', () => {
  it('reports each screen reached with the one it came from and the tutorial answer, under the walk’s signed id', async () => {
    const { insights, events, sent } = setup();
    const walk = newWalk(startAttendance(tree), 'id-1');
    insights.begin(walk);
    const w1 = move(insights, walk, advanceWalk(walk, chooseOption(walk.attendance, 'Sem sinal')))!;
    move(insights, w1, advanceWalk(w1, await answerTutorial(w1.attendance, false)));
    await settle();
    expect(events()).toEqual([
      { tipo: 'tela', tela: 'problema' },
      { tipo: 'tela', tela: 'tutorial-wifi', de: 'problema' },
      { tipo: 'tutorial', tela: 'tutorial-wifi', resolvido: false },
      { tipo: 'tela', tela: 'descreva', de: 'tutorial-wifi' },
    ]);
    expect(sent.every((s) => s.batch.atendimento === 'id-1')).toBe(true);
  });

  it('a walk dropped without a ticket is cancelled on the screen it was on; Back reports nothing, Forward repeats (counted once by the server)', async () => {
    const { insights, events } = setup();
    const walk = newWalk(startAttendance(tree), 'id-1');
    insights.begin(walk);
    const w1 = move(insights, walk, advanceWalk(walk, chooseOption(walk.attendance, 'Outro')))!;
    const back = move(insights, w1, stepsBack(w1, 1, undefined))!;
    const again = move(insights, back, stepsForward(back, 1).walk)!;
    move(insights, again, null);
    await settle();
    expect(events()).toEqual([
      { tipo: 'tela', tela: 'problema' },
      { tipo: 'tela', tela: 'descreva', de: 'problema' },
      { tipo: 'tela', tela: 'descreva', de: 'problema' },
      { tipo: 'fim', como: 'cancelado', tela: 'descreva' },
    ]);
  });

  it('a ticket ends the walk on the server: the portal claims no end, and the drop before or after it, or later, cancels nothing', async () => {
    const { insights, events } = setup(new Map(), 60_000);
    const walk = newWalk(startAttendance(tree), 'id-1');
    insights.begin(walk);
    insights.changed(walk, null);
    insights.finish(walk.id);
    insights.flush(false);
    insights.changed(walk, null);
    insights.finish(walk.id);
    insights.flush(false);
    await settle();
    expect(events().filter((e) => e.tipo === 'fim')).toEqual([]);
  });

  it('a walk stored before walks had a signed id reports nothing', async () => {
    const { insights, sent } = setup();
    const { atendimento: _id, ...old } = newWalk(startAttendance(tree), 'id-1');
    const w1 = move(insights, old, advanceWalk(old, chooseOption(old.attendance, 'Outro')))!;
    move(insights, w1, null);
    await settle();
    expect(sent).toEqual([]);
  });

  it('sends a walk’s batches one after another: the next waits for the server’s answer to the one before', async () => {
    let release!: () => void;
    const first = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    const { insights, sent } = setup(new Map(), 60_000, () => (++calls === 1 ? first : Promise.resolve()));
    const walk = newWalk(startAttendance(tree), 'id-1');
    insights.begin(walk);
    insights.flush(false);
    const w1 = move(insights, walk, advanceWalk(walk, chooseOption(walk.attendance, 'Outro')))!;
    move(insights, w1, null);
    await settle();
    // The cancel is queued behind the first batch, still on its way.
    expect(sent.map((s) => s.batch.eventos.map((e) => e.tipo))).toEqual([['tela']]);
    release();
    await settle();
    expect(sent.map((s) => s.batch.eventos.map((e) => e.tipo))).toEqual([['tela'], ['tela', 'fim']]);
  });

  it('leaving the page sends what waits by the beacon', async () => {
    const { insights, sent } = setup(new Map(), 60_000);
    const walk = newWalk(startAttendance(tree), 'id-1');
    insights.begin(walk);
    await settle();
    insights.flush(true);
    expect(sent).toEqual([{ batch: { atendimento: 'id-1', eventos: [{ tipo: 'tela', tela: 'problema' }] }, leaving: true }]);
  });
});

describe('WalkInsights after a reload', () => {
  it('sends again what was handed to the beacon as the page was left (the server counts it once)', async () => {
    const storage = new Map<string, string>();
    const first = setup(storage, 60_000);
    const walk = newWalk(startAttendance(tree), 'id-1');
    first.insights.begin(walk);
    await settle();
    first.insights.flush(true);
    expect(first.events()).toEqual([{ tipo: 'tela', tela: 'problema' }]);
    const reloaded = setup(storage);
    move(reloaded.insights, walk, null);
    await settle();
    expect(reloaded.events()).toEqual([
      { tipo: 'tela', tela: 'problema' },
      { tipo: 'fim', como: 'cancelado', tela: 'problema' },
    ]);
    expect(new Set(reloaded.sent.map((s) => s.batch.atendimento))).toEqual(new Set(['id-1']));
    expect(storage.size).toBe(0);
  });
});
