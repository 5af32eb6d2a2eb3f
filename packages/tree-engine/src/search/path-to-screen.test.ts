import { describe, expect, it } from 'vitest';
import { wifiTree } from '../../test/runtime-fixtures';
import { searchTrees } from '../../test/search-trees';
import { optionPathTo } from './path-to-screen';

const wifi = () => searchTrees.find((tree) => tree.nome === 'Rede sem fio (Wi-Fi e eduroam)')!;

describe('optionPathTo', () => {
  it('gives the questions and options from the first screen to a tutorial, shortest first', () => {
    expect(optionPathTo(wifi(), 'tutorial-eduroam-windows')).toEqual([
      { tela: 'qual-rede', opcao: 'eduroam' },
      { tela: 'qual-dispositivo', opcao: 'Computador com Windows' },
    ]);
    expect(optionPathTo(wifiTree(), 'tutorial-eduroam')).toEqual([{ tela: 'qual-rede', opcao: 'eduroam' }]);
  });

  it('is empty for the first screen, and undefined past a form or a tutorial, or for an unknown screen', () => {
    expect(optionPathTo(wifi(), 'qual-rede')).toEqual([]);
    // 'descreva' follows options too (Linux or macOS): reached without a form.
    expect(optionPathTo(wifi(), 'descreva')).toEqual([
      { tela: 'qual-rede', opcao: 'eduroam' },
      { tela: 'qual-dispositivo', opcao: 'Computador com Linux ou macOS' },
    ]);
    expect(optionPathTo(wifi(), 'nao-existe')).toBeUndefined();
    const behindTutorial = { ...wifiTree(), telas: { ...wifiTree().telas, 'qual-rede': { tipo: 'opcoes' as const, pergunta: 'Qual?', opcoes: { eduroam: 'tutorial-eduroam' } } } };
    expect(optionPathTo(behindTutorial, 'descreva')).toBeUndefined();
  });

  it('walks around cycles', () => {
    const tree = {
      nome: 'Ciclo',
      inicial: 'a',
      telas: {
        a: { tipo: 'opcoes' as const, pergunta: 'A?', opcoes: { volta: 'a', segue: 'b' } },
        b: { tipo: 'opcoes' as const, pergunta: 'B?', opcoes: { inicio: 'a', fim: 't' } },
        t: { tipo: 'tutorial' as const, fonte: 'link' as const, url: 'https://exemplo.edu.br', telaSim: '#final', telaNao: 'a' },
      },
    };
    expect(optionPathTo(tree, 't')).toEqual([
      { tela: 'a', opcao: 'segue' },
      { tela: 'b', opcao: 'fim' },
    ]);
  });
});
