import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerTutorial } from '../src/attendance/answer-tutorial';
import { chooseOption } from '../src/attendance/choose-option';
import { currentScreen, isAtFinal } from '../src/attendance/current-screen';
import { goBack } from '../src/attendance/go-back';
import { startAttendance } from '../src/attendance/start-attendance';
import { submitForm } from '../src/attendance/submit-form';
import { buildTicketRequest } from '../src/ticket/build-ticket-request';
import type { Attendance, AttendanceEnv } from '../src/types';
import { createRandom, generateTree, validValues } from './generate-tree';

const env: AttendanceEnv = {
  user: { nome: 'Teste', email: 't@ufv.br' },
  lookupMap: async (_mapa, chave) => chave,
  lookupList: async () => [],
  clientIp: async () => '127.0.0.1',
};

/** One forward step on the current screen, choosing with `pick`. */
async function forward(a: Attendance, pick: number): Promise<{ next: Attendance; entered: Attendance['data'] }> {
  const screen = currentScreen(a);
  if (screen === '#final') throw new Error('no step from #final');
  if (screen.tipo === 'opcoes') {
    const options = Object.keys(screen.opcoes);
    return { next: chooseOption(a, options[pick % options.length] as string), entered: a.data };
  }
  if (screen.tipo === 'tutorial') return { next: await answerTutorial(a, pick % 2 === 0, env), entered: a.data };
  const values = validValues(screen, createRandom(pick));
  const result = await submitForm(a, values, env);
  if (!result.attendance) throw new Error(`valid values refused: ${JSON.stringify(result.errors)}`);
  return { next: result.attendance, entered: values };
}

function checkInvariants(a: Attendance): void {
  // The log is the tree name, then the screens of the current path.
  expect(a.log).toEqual([a.tree.nome, ...a.history.map((entry) => entry.screen), a.current]);
  expect(JSON.parse(JSON.stringify(a))).toEqual(a);
}

describe('attendance model: random walks over generated valid trees', () => {
  it('back returns to the previous screen with its data; every walk ends at #final or is dropped', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 2, max: 25 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 60 }),
        async (seed, screens, decisions) => {
          const tree = generateTree({ screens, seed });
          let attendance: Attendance | null = startAttendance(tree, env);
          // The model: the attendances the user can go back to, with the data entered there.
          const model: Attendance[] = [];
          for (const decision of decisions) {
            if (attendance === null || isAtFinal(attendance)) break;
            if (decision % 4 === 0) {
              const back: Attendance | null = goBack(attendance);
              expect(back).toEqual(model.pop() ?? null);
              attendance = back;
            } else {
              const { next, entered } = await forward(attendance, decision);
              model.push({ ...attendance, data: entered });
              attendance = next;
            }
            if (attendance) checkInvariants(attendance);
          }
          // Finish forward: screens only lead ahead, so this ends within `screens` steps.
          for (let steps = 0; attendance && !isAtFinal(attendance); steps += 1) {
            expect(steps).toBeLessThanOrEqual(screens);
            attendance = (await forward(attendance, steps)).next;
          }
          if (attendance) {
            expect(attendance.current).toBe('#final');
            const request = buildTicketRequest(attendance, new Date(0));
            for (const value of Object.values(request.propriedades)) expect(typeof value).toBe('string');
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('going back all the way drops the attendance', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 1_000_000 }), async (seed) => {
        let attendance: Attendance | null = startAttendance(generateTree({ screens: 10, seed }), env);
        let depth = 0;
        while (attendance && !isAtFinal(attendance)) {
          attendance = (await forward(attendance, seed + depth)).next;
          depth += 1;
        }
        for (let i = 0; i < depth; i += 1) attendance = attendance && goBack(attendance);
        expect(attendance?.history).toEqual([]);
        expect(goBack(attendance as Attendance)).toBeNull();
      }),
      { numRuns: 50 },
    );
  });
});
