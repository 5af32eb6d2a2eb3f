import type { InsightBatch } from '@chamados/portal-api';
import { answerTutorial, chooseOption, startAttendance, type Tree } from '@chamados/tree-engine';
import { describe, expect, it, vi } from 'vitest';
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

/** A WalkInsights on a memory storage, and what it sent and asked. */
function setup(storage = new Map<string, string>(), start: (arvore: string) => Promise<string> = async () => 'id-1', delayMs = 0) {
  const sent: { batch: InsightBatch; leaving: boolean }[] = [];
  const starts = vi.fn(start);
  const store = { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v), removeItem: (k: string) => void storage.delete(k) };
  const insights = new WalkInsights({ storage: store, key: 'k', start: starts, send: (batch, leaving) => sent.push({ batch, leaving }), delayMs });
  const events = () => sent.flatMap((s) => s.batch.eventos);
  return { insights, sent, starts, storage, events };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

/** Moves the walk and tells the insights, as attendance-page's setWalk does. */
function move(insights: WalkInsights, from: StoredWalk, to: StoredWalk | null) {
  insights.changed(from, to);
  return to;
}

describe('WalkInsights', () => {
  it('reports the start once, each screen reached with the one it came from, the tutorial answer and the end', async () => {
    const { insights, starts, events, sent } = setup();
    const walk = newWalk(startAttendance(tree));
    insights.begin(walk);
    const w1 = move(insights, walk, advanceWalk(walk, chooseOption(walk.attendance, 'Sem sinal')))!;
    const w2 = move(insights, w1, advanceWalk(w1, await answerTutorial(w1.attendance, true)))!;
    insights.changed(w2, null);
    insights.finish(w2.id, 'tutorial', w2.attendance.current);
    await settle();
    expect(starts).toHaveBeenCalledExactlyOnceWith('Rede sem fio');
    expect(events()).toEqual([
      { tipo: 'tela', tela: 'problema' },
      { tipo: 'tela', tela: 'tutorial-wifi', de: 'problema' },
      { tipo: 'tutorial', tela: 'tutorial-wifi', resolvido: true },
      { tipo: 'tela', tela: '#final', de: 'tutorial-wifi' },
      { tipo: 'fim', como: 'tutorial', tela: '#final' },
    ]);
    expect(sent.every((s) => s.batch.atendimento === 'id-1')).toBe(true);
  });

  it('a walk dropped without a finish is cancelled on the screen it was on; Back reports nothing, Forward repeats (counted once by the server)', async () => {
    const { insights, events } = setup();
    const walk = newWalk(startAttendance(tree));
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

  it('a ticket ends the walk once: the drop and the dialog closing after it add nothing', async () => {
    const { insights, events } = setup();
    const walk = newWalk(startAttendance(tree));
    insights.begin(walk);
    await settle();
    insights.finish(walk.id, 'chamado', '#final');
    insights.changed(walk, null);
    insights.finish(walk.id, 'chamado', '#final');
    await settle();
    expect(events().filter((e) => e.tipo === 'fim')).toEqual([{ tipo: 'fim', como: 'chamado', tela: '#final' }]);
  });

  it('a reload resumes the walk with its stored id and never starts it again', async () => {
    const storage = new Map<string, string>();
    const first = setup(storage);
    const walk = newWalk(startAttendance(tree));
    first.insights.begin(walk);
    await settle();
    const reloaded = setup(storage);
    const w1 = move(reloaded.insights, walk, advanceWalk(walk, chooseOption(walk.attendance, 'Outro')))!;
    move(reloaded.insights, w1, null);
    await settle();
    expect(reloaded.starts).not.toHaveBeenCalled();
    expect(new Set(reloaded.sent.map((s) => s.batch.atendimento))).toEqual(new Set(['id-1']));
    expect(reloaded.events()).toEqual([
      { tipo: 'tela', tela: 'descreva', de: 'problema' },
      { tipo: 'fim', como: 'cancelado', tela: 'descreva' },
    ]);
    expect(storage.size).toBe(0);
  });

  it('a reload while the start was on its way reports nothing of that walk (no second start)', async () => {
    const storage = new Map<string, string>();
    const first = setup(storage, () => new Promise(() => {}));
    const walk = newWalk(startAttendance(tree));
    first.insights.begin(walk);
    const reloaded = setup(storage);
    move(reloaded.insights, walk, advanceWalk(walk, chooseOption(walk.attendance, 'Outro')));
    await settle();
    reloaded.insights.flush(true);
    expect(reloaded.starts).not.toHaveBeenCalled();
    expect(reloaded.sent).toEqual([]);
  });

  it('a failed start is dropped silently: the walk goes on, nothing is sent', async () => {
    const { insights, sent } = setup(new Map(), () => Promise.reject(new Error('rede')));
    const walk = newWalk(startAttendance(tree));
    expect(() => insights.begin(walk)).not.toThrow();
    await settle();
    move(insights, walk, advanceWalk(walk, chooseOption(walk.attendance, 'Outro')));
    await settle();
    expect(sent).toEqual([]);
  });

  it('leaving the page sends what waits by the beacon', async () => {
    const storage = new Map<string, string>();
    const sent: { batch: InsightBatch; leaving: boolean }[] = [];
    const store = { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v), removeItem: (k: string) => void storage.delete(k) };
    const insights = new WalkInsights({ storage: store, key: 'k', start: async () => 'id-1', send: (batch, leaving) => sent.push({ batch, leaving }), delayMs: 60_000 });
    const walk = newWalk(startAttendance(tree));
    insights.begin(walk);
    await settle();
    insights.flush(true);
    expect(sent).toEqual([{ batch: { atendimento: 'id-1', eventos: [{ tipo: 'tela', tela: 'problema' }] }, leaving: true }]);
  });
});

describe('WalkInsights after a reload', () => {
  it('sends again what was handed to the beacon as the page was left (the server counts it once)', async () => {
    const storage = new Map<string, string>();
    const first = setup(storage, async () => 'id-1', 60_000);
    const walk = newWalk(startAttendance(tree));
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
  });
});
