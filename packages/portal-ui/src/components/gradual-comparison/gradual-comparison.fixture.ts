import type { GradualLaunch } from '@chamados/api-contract';

/** Version 3 to 30%: more solved by the tutorial (sure), as many give up (not yet), more tickets (sure). */
export const gradualFixture: NonNullable<GradualLaunch> = {
  versaoAtual: 2,
  versaoNova: 3,
  parcela: 30,
  desde: '2026-11-20',
  medidas: [
    { medida: 'resolvidosTutorial', atual: { casos: 30, total: 100 }, nova: { casos: 50, total: 100 }, z: 2.89, p: 0.0039, diferente: true },
    { medida: 'desistencias', atual: { casos: 20, total: 100 }, nova: { casos: 22, total: 100 }, z: 0.35, p: 0.73, diferente: false },
    { medida: 'chamados', atual: { casos: 10, total: 100 }, nova: { casos: 25, total: 100 }, z: 2.8, p: 0.005, diferente: true },
  ],
};
