import { chooseOption, startAttendance, submitForm, type Attendance, type Tree } from '@chamados/tree-engine';
import { describe, expect, it } from 'vitest';
import { advanceWalk, holdsAnswers, newWalk, stepsBack, stepsForward, walkDepth } from './walk-steps';

const tree: Tree = {
  nome: 'Impressão',
  inicial: 'problema',
  telas: {
    problema: { tipo: 'opcoes', pergunta: 'O que acontece?', opcoes: { 'Sai manchada': 'onde', 'Não imprime': 'onde', Outro: 'conte' } },
    onde: { tipo: 'formulario', titulo: 'Onde fica a impressora?', campos: { sala: { tipo: 'caixaDeTexto', rotulo: 'Sala', mapeamento: 'sala' } } },
    conte: { tipo: 'formulario', titulo: 'Conte o que houve', campos: { texto: { tipo: 'memorando', rotulo: 'O que houve', mapeamento: 'texto' } } },
  },
};

async function submitted(attendance: Attendance, values: Record<string, string>): Promise<Attendance> {
  const result = await submitForm(attendance, values);
  if (!result.attendance) throw new Error('refused');
  return result.attendance;
}

/** A walk at the final screen: 'Sai manchada', then the room 'B12'. */
async function walkToEnd() {
  let walk = newWalk(startAttendance(tree), 'id-1');
  walk = advanceWalk(walk, chooseOption(walk.attendance, 'Sai manchada'));
  walk = advanceWalk(walk, await submitted(walk.attendance, { sala: 'B12' }));
  return walk;
}

describe('walk steps', () => {
  it('back then forward gives the walk as it was, every answer kept', async () => {
    const end = await walkToEnd();
    const back = stepsBack(end, 2);
    expect(back.attendance.current).toBe('problema');
    expect(back.forward).toHaveLength(2);
    const again = stepsForward(back, 2);
    expect(again.taken).toBe(2);
    expect(again.walk.attendance).toEqual(end.attendance);
    expect(again.walk.forward).toEqual([]);
    // The tree is not copied into the kept steps: it is the attendance's.
    expect(back.forward.every((step) => !('tree' in step))).toBe(true);
  });

  it('going back keeps what was typed and not sent; forward shows it again', async () => {
    const walk = await walkToEnd();
    const onForm = stepsBack(walk, 1);
    expect(onForm.attendance.current).toBe('onde');
    expect(onForm.attendance.data).toEqual({ sala: 'B12' });
    const left = stepsBack(onForm, 1, { sala: 'B1' });
    expect(stepsForward(left, 1).walk.attendance.data).toEqual({ sala: 'B1' });
  });

  it('an answer leading to the same screen brings back what was entered there; another answer drops the kept steps', async () => {
    const atStart = stepsBack(await walkToEnd(), 2);
    const same = advanceWalk(atStart, chooseOption(atStart.attendance, 'Não imprime'));
    expect(same.attendance.current).toBe('onde');
    expect(same.attendance.data).toEqual({ sala: 'B12' });
    expect(same.forward).toEqual([]);
    const other = advanceWalk(atStart, chooseOption(atStart.attendance, 'Outro'));
    expect(other.attendance.current).toBe('conte');
    expect(other.attendance.data).toEqual({});
  });

  it('forward takes only the steps that follow this screen', async () => {
    const back = stepsBack(await walkToEnd(), 1);
    // Another tab answered the form differently: the kept step is not this walk's next one.
    const elsewhere = { ...back, attendance: stepsBack(back, 1).attendance };
    const moved = stepsForward({ ...elsewhere, forward: back.forward }, 1);
    expect(moved.taken).toBe(0);
    expect(walkDepth(moved.walk)).toBe(0);
  });

  it('a walk holds answers once a screen is answered or something is typed', async () => {
    const start = startAttendance(tree);
    expect(holdsAnswers(start, false)).toBe(false);
    expect(holdsAnswers(start, true)).toBe(true);
    expect(holdsAnswers(chooseOption(start, 'Outro'), false)).toBe(true);
  });
});
