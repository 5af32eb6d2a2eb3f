import { describe, expect, it } from 'vitest';
import { file, wifiEnv, wifiTree } from '../../test/runtime-fixtures';
import { initialFormValues } from '../fields/default-value';
import type { Attendance, Tree } from '../types';
import { answerTutorial } from './answer-tutorial';
import { AttendanceError } from './attendance-error';
import { chooseOption } from './choose-option';
import { currentScreen, isAtFinal } from './current-screen';
import { goBack } from './go-back';
import { startAttendance } from './start-attendance';
import { submitForm } from './submit-form';

const pva = { texto: 'Pavilhão de Aulas', valor: 'pva' };
const lab = { texto: 'Laboratórios', valor: 'lab' };

async function submitted(attendance: Attendance, values: Record<string, unknown>): Promise<Attendance> {
  const result = await submitForm(attendance, values as never, wifiEnv());
  if (!result.attendance) throw new Error(`unexpected errors ${JSON.stringify(result.errors)}`);
  return result.attendance;
}

describe('attendance', () => {
  it("starts at the tree's initial screen, logging the tree name and that screen", () => {
    const a = startAttendance(wifiTree());
    expect(a.current).toBe('qual-rede');
    expect(a.log).toEqual(['Rede sem fio', 'qual-rede']);
    expect(a.history).toEqual([]);
    expect(currentScreen(a)).toMatchObject({ tipo: 'opcoes', nome: 'qual-rede' });
  });

  it("a verified tree whose inicial is '#final' starts at the final screen", () => {
    const tree = { nome: 'Só o chamado', inicial: '#final', telas: {} };
    const a = startAttendance(tree);
    expect(isAtFinal(a)).toBe(true);
    expect(currentScreen(a)).toBe('#final');
    expect(a.log).toEqual(['Só o chamado', '#final']);
  });

  it('options screen: the next screen is the one the chosen option names', () => {
    const a = chooseOption(startAttendance(wifiTree()), 'Visitantes');
    expect(a.current).toBe('descreva');
    expect(a.log).toEqual(['Rede sem fio', 'qual-rede', 'descreva']);
  });

  it('processing a screen pushes the previous one on the history and clears form data', async () => {
    const a = chooseOption(startAttendance(wifiTree()), 'Visitantes');
    const b = await submitted(a, { predio: pva, telefone: '', email: 'x@ufv.br' });
    expect(b.history.map((entry) => entry.screen)).toEqual(['qual-rede', 'descreva']);
    expect(b.history[1]?.data).toMatchObject({ predio: pva });
    expect(b.data).toEqual({});
  });

  it('an option the screen lacks throws AttendanceError', () => {
    expect(() => chooseOption(startAttendance(wifiTree()), 'cabo')).toThrow(AttendanceError);
  });

  it('an action that does not fit the screen throws AttendanceError', async () => {
    await expect(submitForm(startAttendance(wifiTree()), {}, wifiEnv())).rejects.toThrow(AttendanceError);
  });

  it("tutorial answered yes: fila 'N1::Autoatendimento', state 'closed successful', telaSim", async () => {
    const a = await answerTutorial(chooseOption(startAttendance(wifiTree()), 'eduroam'), true, wifiEnv());
    expect(a.current).toBe('#final');
    expect(isAtFinal(a)).toBe(true);
    expect(a.assignments).toEqual({ servico: 'Wi-Fi', fila: 'N1::Autoatendimento', state: 'closed successful' });
  });

  it("tutorial answered yes: 'sim' overrides fila and state set by the tutorial's own assignments", async () => {
    const tree = wifiTree();
    const tutorial = tree.telas['tutorial-eduroam'];
    if (tutorial?.tipo !== 'tutorial') throw new Error('fixture');
    tutorial.atribuicoes = [
      { propriedade: 'fila', operando: { tipo: 'constante', classe: 'string', valor: 'N2::Redes' } },
      { propriedade: 'state', operando: { tipo: 'constante', classe: 'string', valor: 'new' } },
    ];
    const a = await answerTutorial(chooseOption(startAttendance(tree), 'eduroam'), true, wifiEnv());
    expect(a.assignments).toEqual({ fila: 'N1::Autoatendimento', state: 'closed successful' });
    const no = await answerTutorial(chooseOption(startAttendance(tree), 'eduroam'), false, wifiEnv());
    expect(no.assignments).toEqual({ fila: 'N2::Redes', state: 'new' });
  });

  it('tutorial answered no: its assignments apply and the walk goes to telaNao', async () => {
    const a = await answerTutorial(chooseOption(startAttendance(wifiTree()), 'eduroam'), false, wifiEnv());
    expect(a.current).toBe('descreva');
    expect(a.assignments).toEqual({ servico: 'Wi-Fi' });
  });

  it('form screen: invalid values give errors and change nothing', async () => {
    const a = chooseOption(startAttendance(wifiTree()), 'Visitantes');
    const result = await submitForm(a, { telefone: '(31) 9', prints: [file('1'), file('2'), file('3')] }, wifiEnv());
    expect(result.errors).toEqual({
      predio: { code: 'required', params: {} },
      telefone: { code: 'maskFormat', params: { mascara: '(##) #####-####' } },
      prints: { code: 'attachmentsMax', params: { maximo: 2 } },
    });
  });

  it('form screen: fields map first, then assignments run in order (map lookup, interpolation)', async () => {
    const a = chooseOption(startAttendance(wifiTree()), 'Visitantes');
    const b = await submitted(a, { predio: pva, email: 'ana@ufv.br' });
    expect(b.assignments).toEqual({
      predio: pva,
      email: 'ana@ufv.br',
      fila: 'N1::Rede PVA',
      assunto: 'Wi-Fi no prédio Pavilhão de Aulas',
    });
  });

  it('form screen: a text field left blank interpolates as empty, not as its placeholder, and maps nothing', async () => {
    const tree = {
      nome: 'Instalação',
      inicial: 'pedido',
      telas: {
        pedido: {
          tipo: 'formulario' as const,
          campos: {
            software: { tipo: 'caixaDeTexto' as const, rotulo: 'Programa', mapeamento: 'software' },
            versao: { tipo: 'caixaDeTexto' as const, rotulo: 'Versão', mapeamento: 'versao' },
            obs: { tipo: 'memorando' as const, rotulo: 'Observações' },
          },
          atribuicoes: [{ propriedade: 'assunto', operando: { tipo: 'interpolacao' as const, valor: 'Instalação de ${software} ${versao}${obs}${outro}' } }],
        },
      },
    };
    const done = await submitted(startAttendance(tree), { software: 'QGIS' });
    expect(done.assignments).toEqual({ software: 'QGIS', assunto: 'Instalação de QGIS ${outro}' });
    const back = goBack(done);
    expect(back.data).toEqual({ software: 'QGIS', versao: '', obs: '' });
  });

  it('form screen: the first flow whose condition holds gives the next screen', async () => {
    const a = chooseOption(startAttendance(wifiTree()), 'Visitantes');
    expect((await submitted(a, { predio: lab })).current).toBe('equipamentos');
    expect((await submitted(a, { predio: pva })).current).toBe('#final');
  });

  it("form screen: with no matching flow the next screen is '#final'", async () => {
    const tree = wifiTree();
    const descreva = tree.telas.descreva;
    if (descreva?.tipo !== 'formulario') throw new Error('fixture');
    descreva.fluxos = descreva.fluxos?.filter((flow) => flow.condicao);
    const a = chooseOption(startAttendance(tree), 'Visitantes');
    expect((await submitted(a, { predio: pva })).current).toBe('#final');
  });

  it('form screen: a table maps its rows to the property', async () => {
    const toTable = await submitted(chooseOption(startAttendance(wifiTree()), 'Visitantes'), { predio: lab });
    const done = await submitted(toTable, { maquinas: [{ patrimonio: '123' }] });
    expect(done.current).toBe('#final');
    expect(done.assignments.maquinas).toEqual([{ patrimonio: '123' }]);
  });

  it('form screen: attachments are collected and listed in __anexos', async () => {
    const a = chooseOption(startAttendance(wifiTree()), 'Visitantes');
    const b = await submitted(a, { predio: pva, prints: [file('tela.png', 'image/png')] });
    expect(b.attachments).toEqual([file('tela.png', 'image/png')]);
    expect(b.assignments.__anexos).toEqual([{ nome: 'tela.png', tipo: 'image/png' }]);
  });

  it('back restores the previous screen with its data, properties, log and attachments', async () => {
    const a = chooseOption(startAttendance(wifiTree()), 'Visitantes');
    const values = { predio: lab, telefone: '(31) 98888-7777', email: 'ana@ufv.br', prints: [file('x.pdf')] };
    const b = await submitted(a, values);
    const back = goBack(b);
    expect(back).toEqual({ ...a, data: values });
  });

  it('back with an empty history drops the attendance', () => {
    expect(goBack(startAttendance(wifiTree()))).toBeNull();
  });

  it('later screens read fields of earlier screens', async () => {
    const tree = wifiTree();
    const equipamentos = tree.telas.equipamentos;
    if (equipamentos?.tipo !== 'formulario') throw new Error('fixture');
    equipamentos.atribuicoes = [{ propriedade: 'resumo', operando: { tipo: 'interpolacao', valor: '${predio.texto}: ${maquinas.0.patrimonio}' } }];
    const a = await submitted(chooseOption(startAttendance(tree), 'Visitantes'), { predio: lab });
    const b = await submitted(a, { maquinas: [{ patrimonio: '7' }] });
    expect(b.assignments.resumo).toBe('Laboratórios: 7');
  });

  it('an attendance is plain JSON and survives a round trip', async () => {
    const a = await submitted(chooseOption(startAttendance(wifiTree()), 'Visitantes'), { predio: pva, prints: [file('a.pdf')] });
    expect(JSON.parse(JSON.stringify(a))).toEqual(a);
  });

  it("form screen: a decimal typed '1.500,00' is stored, mapped and compared as '1500.00', and shows as '1.500,00' on the way back", async () => {
    const tree: Tree = {
      nome: 'Compra',
      inicial: 'valor',
      telas: {
        valor: {
          tipo: 'formulario',
          titulo: 'Valor',
          campos: {
            valorEstimado: { tipo: 'caixaDeTexto', rotulo: 'Valor estimado (R$)', mapeamento: 'valorEstimado', validadores: [{ tipo: 'simples', formato: 'double' }] },
          },
          atribuicoes: [{ propriedade: 'assunto', operando: { tipo: 'interpolacao', valor: 'Compra de R$ ${valorEstimado}' } }],
          fluxos: [
            {
              tela: 'aprovacao',
              condicao: { tipo: 'simples', comparador: '>', operando1: { tipo: 'variavel', campo: 'valorEstimado' }, operando2: { tipo: 'constante', classe: 'double', valor: 800 } },
            },
          ],
        },
        aprovacao: { tipo: 'opcoes', pergunta: 'Quem aprovou?', opcoes: { Chefia: '#final' } },
      },
    };
    const start = startAttendance(tree);
    const b = await submitted(start, { valorEstimado: '1.500,00' });
    expect(b.current).toBe('aprovacao');
    expect(b.assignments).toMatchObject({ valorEstimado: '1500.00', assunto: 'Compra de R$ 1500.00' });
    const back = goBack(b);
    if (!back) throw new Error('no way back');
    const screen = currentScreen(back);
    if (screen === '#final' || screen.tipo !== 'formulario') throw new Error('not the form');
    expect(await initialFormValues(screen, wifiEnv(), back.data)).toEqual({ valorEstimado: '1.500,00' });
  });
});
