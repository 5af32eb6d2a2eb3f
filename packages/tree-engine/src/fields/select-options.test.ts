import { describe, expect, it } from 'vitest';
import { optionsFromList, resolveSelectOptions, selectOptions } from './select-options';

const items = [{ key: 'vicosa', value: 'Viçosa' }, { key: 'florestal', value: 'Florestal' }];

describe('select options', () => {
  it('turns list items into options: key → valor, value → texto', () => {
    expect(optionsFromList(items)).toEqual([{ texto: 'Viçosa', valor: 'vicosa' }, { texto: 'Florestal', valor: 'florestal' }]);
  });

  it('resolves static options at once, and list options only once the items are there', () => {
    const fixed = [{ texto: 'Livre', valor: 'livre' }];
    expect(resolveSelectOptions({ opcoes: fixed })).toBe(fixed);
    expect(resolveSelectOptions({ opcoes: { chave: 'campi' } })).toBeUndefined();
    expect(resolveSelectOptions({ opcoes: { chave: 'campi' } }, items)?.map((o) => o.valor)).toEqual(['vicosa', 'florestal']);
  });

  it('the async form asks the env for the named list', async () => {
    const asked: string[] = [];
    const options = await selectOptions({ opcoes: { chave: 'campi' } }, { lookupList: async (chave) => (asked.push(chave), items) });
    expect(asked).toEqual(['campi']);
    expect(options[0]).toEqual({ texto: 'Viçosa', valor: 'vicosa' });
  });
});
