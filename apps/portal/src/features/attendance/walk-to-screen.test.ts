import { exampleTrees, parseTree, startAttendance, walkSteps } from '@chamados/tree-engine';
import { describe, expect, it } from 'vitest';
import { walkToScreen } from './walk-to-screen';

const wifi = parseTree(exampleTrees.find((example) => example.file === 'wifi-eduroam.yaml')!.yaml).tree!;

describe('walkToScreen', () => {
  it("leads the walk from the first screen to an article's tutorial, answering the questions on the way", () => {
    const led = walkToScreen(startAttendance(wifi), 'tutorial-eduroam-windows');
    expect(led.current).toBe('tutorial-eduroam-windows');
    expect(led.history.map((step) => step.screen)).toEqual(['qual-rede', 'qual-dispositivo']);
    // What the server replays: from the first screen, each option as chosen.
    expect(walkSteps(led).passos).toEqual([
      { tela: 'qual-rede', opcao: 'eduroam' },
      { tela: 'qual-dispositivo', opcao: 'Computador com Windows' },
    ]);
  });

  it('stays at the first screen when the version started has no way there by options', () => {
    const first = startAttendance(wifi);
    expect(walkToScreen(first, 'tela-que-nao-existe')).toBe(first);
  });
});
