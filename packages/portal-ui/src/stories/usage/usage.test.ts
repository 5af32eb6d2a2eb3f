import { describe, expect, it } from 'vitest';
import { usage, usageOf } from './index';

interface StoryModule {
  default: { title?: string; parameters?: { docs?: { description?: { component?: string } } } };
}

// Every story file of a component: its docs page opens with how to use it, in Portuguese.
const modules = import.meta.glob<StoryModule>('../../components/**/*.stories.tsx', { eager: true });
const SECTIONS = ['### Quando usar', '### Quando não usar', '### Faça e evite', '### Acessibilidade'];

describe('usage docs', () => {
  it('every component story file describes its use, with every section', () => {
    const missing = Object.entries(modules)
      .filter(([, module]) => {
        const text = module.default.parameters?.docs?.description?.component ?? '';
        return !SECTIONS.every((section) => text.includes(section));
      })
      .map(([file]) => file);
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(45);
    expect(missing).toEqual([]);
  });

  it('no usage is half written: each list has an entry and the accessibility notes name role, name and keyboard', () => {
    const thin = Object.entries(usageOf)
      .filter(([, doc]) => [doc.quando, doc.quandoNao, doc.faca, doc.evite].some((list) => list.length === 0) || !doc.acessibilidade.papel || !doc.acessibilidade.nome || !doc.acessibilidade.teclado)
      .map(([name]) => name);
    expect(thin).toEqual([]);
  });

  it('writes do and don\'t side by side and the accessibility notes as a list', () => {
    const text = usage(usageOf.button);
    expect(text).toContain('| Faça | Evite |');
    expect(text).toContain('- **Papel:** botão');
    expect(text).toContain('- **Teclado:** Tab chega nele');
  });

  it('speaks to designers: no spec section numbers', () => {
    const withSections = Object.entries(usageOf)
      .filter(([, doc]) => /§\s*\d/.test(JSON.stringify(doc)))
      .map(([name]) => name);
    expect(withSections).toEqual([]);
  });
});
