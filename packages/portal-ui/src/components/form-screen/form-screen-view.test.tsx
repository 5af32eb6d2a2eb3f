import type { FormScreen, FormValues } from '@chamados/tree-engine';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fullForm, lists } from '../attendance-view/walk.fixture';
import { FormScreenView, type FormScreenViewProps } from './form-screen-view';

function renderForm(props: Partial<FormScreenViewProps> = {}) {
  const callbacks = { onSubmit: vi.fn(), onBack: vi.fn(), onCancel: vi.fn() };
  const view = render(<FormScreenView screen={fullForm} initialValues={{ sistemas: ['lenta'] }} lists={lists} {...callbacks} {...props} />);
  return { ...callbacks, ...view };
}

describe('FormScreenView', () => {
  it('shows the title and every field type with its label', async () => {
    const { container } = renderForm();
    expect(screen.getByRole('heading', { level: 2, name: 'Descreva o problema' })).toBeTruthy();
    expect(await screen.findByText('onde', { selector: 'strong' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Celular/ })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /Campus/ })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Dispositivo' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'O que não funciona?' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Detalhes' })).toBeTruthy();
    expect(screen.getByRole('group', { name: /Locais onde falha/ })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Capturas de tela' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Avançar' }).getAttribute('type')).toBe('submit');
    // Every help text is tied to its control.
    for (const help of ['Com DDD, para o técnico ligar se precisar.', 'Mensagens de erro e desde quando acontece.']) {
      const id = screen.getByText(help).id;
      expect(container.querySelector(`[aria-describedby~="${id}"]`)).toBeTruthy();
    }
  });

  it('starts from the values passed in, masking a bare number from the token', () => {
    renderForm({ initialValues: { telefone: '31999998888', campus: { texto: 'Florestal', valor: 'florestal' }, sistemas: [] } });
    expect((screen.getByRole('textbox', { name: /Celular/ }) as HTMLInputElement).value).toBe('(31) 99999-8888');
    expect((screen.getByRole('combobox', { name: /Campus/ }) as HTMLSelectElement).value).toBe('florestal');
    expect((screen.getByRole('checkbox', { name: 'Navegação lenta' }) as HTMLInputElement).checked).toBe(false);
  });

  it("'Avançar' with invalid values shows the engine's errors, focuses the first invalid field and emits nothing", async () => {
    const { onSubmit } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Avançar' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const phone = screen.getByRole('textbox', { name: /Celular/ });
    expect(document.activeElement).toBe(phone);
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('Preenchimento obrigatório')).toHaveLength(2);
    expect(screen.getByText('É necessário um mínimo de 1 item')).toBeTruthy();
    expect(screen.getByText('Há 3 campos a corrigir.').closest('[role="alert"]')).toBeTruthy();

    await userEvent.type(phone, '3199');
    expect(phone.hasAttribute('aria-invalid')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Avançar' }));
    expect(screen.getByText('O campo deverá ter um celular com DDD')).toBeTruthy();
    expect(document.activeElement).toBe(phone);
    expect(screen.getByText('Há 3 campos a corrigir.')).toBeTruthy();
    await userEvent.clear(phone);
    await userEvent.type(phone, '31999998888{Enter}');
    expect(screen.getByText('Há 2 campos a corrigir.')).toBeTruthy();
  });

  it('emits the values once the engine finds nothing wrong', async () => {
    const initialValues: FormValues = {
      telefone: '(31) 99999-8888',
      campus: { texto: 'Viçosa', valor: 'vicosa' },
      sistemas: ['lenta'],
      locais: [{ predio: { texto: 'Pavilhão de Aulas B', valor: 'pvb' }, sala: '210' }],
      prints: [],
    };
    const { onSubmit } = renderForm({ initialValues });
    await userEvent.type(screen.getByRole('textbox', { name: 'Detalhes' }), 'Cai toda hora');
    await userEvent.click(screen.getByRole('button', { name: 'Avançar' }));
    expect(onSubmit).toHaveBeenCalledWith({ ...initialValues, detalhes: 'Cai toda hora' });
  });

  it('shows the errors submitForm returned and focuses the first of them', () => {
    renderForm({
      initialValues: { telefone: '(31) 99999-8888', locais: [{ sala: '2' }] },
      errors: { 'locais.0.sala': { code: 'maskFormat', params: { mascara: '###' } }, detalhes: { code: 'required', params: {} } },
    });
    expect(screen.getByText('Item 1, Sala: O campo deverá ter 3 dígitos')).toBeTruthy();
    const details = screen.getByRole('textbox', { name: 'Detalhes' });
    expect(details.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(details);
  });

  it('while busy, nothing can be submitted twice', async () => {
    const { onSubmit } = renderForm({ busy: true, initialValues: { telefone: '(31) 99999-8888' } });
    expect((screen.getByRole('button', { name: 'Avançar' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('textbox', { name: /Celular/ }) as HTMLInputElement).disabled).toBe(true);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('can be filled and submitted with the keyboard alone', async () => {
    const onSubmit = vi.fn();
    const small: FormScreen = {
      tipo: 'formulario',
      titulo: 'Dados do pedido',
      campos: {
        telefone: fullForm.campos.telefone!,
        dispositivo: fullForm.campos.dispositivo!,
        sistemas: fullForm.campos.sistemas!,
        locais: fullForm.campos.locais!,
        detalhes: fullForm.campos.detalhes!,
      },
    };
    render(<FormScreenView screen={small} initialValues={{ sistemas: [] }} lists={lists} onSubmit={onSubmit} onBack={vi.fn()} onCancel={vi.fn()} />);
    const user = userEvent.setup();

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Celular/ }));
    await user.keyboard('31999998888');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Dispositivo' }));
    await user.selectOptions(document.activeElement as HTMLSelectElement, 'Celular');
    await user.tab();
    await user.keyboard(' ');
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Adicionar item' }));
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Novo item' });
    expect(document.activeElement).toBe(within(dialog).getByRole('combobox', { name: /Prédio/ }));
    await user.selectOptions(document.activeElement as HTMLSelectElement, 'Pavilhão de Aulas A');
    await user.tab();
    await user.keyboard('101{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Adicionar item' }));
    await user.tab();
    await user.keyboard('Sem sinal{Enter}na sala 101');
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Avançar' }));
    await user.keyboard('{Enter}');

    expect(onSubmit).toHaveBeenCalledWith({
      telefone: '(31) 99999-8888',
      dispositivo: { texto: 'Celular', valor: 'celular' },
      sistemas: ['conexao'],
      locais: [{ predio: { texto: 'Pavilhão de Aulas A', valor: 'pva' }, sala: '101' }],
      detalhes: 'Sem sinal\nna sala 101',
    });
  });
});

describe('FormScreenView: the texts of spec §5', () => {
  const png = (name: string) => ({ filename: `${name}.png`, contentType: 'image/png', content: 'iVBORw0KGgo=', size: 10 });
  const row = { tipo: 'caixaDeTexto', rotulo: 'Sala' } as const;
  const texts: FormScreen = {
    tipo: 'formulario',
    nome: 'limites',
    titulo: 'Limites',
    campos: {
      inteiro: { tipo: 'caixaDeTexto', rotulo: 'Quantidade', validadores: [{ tipo: 'simples', formato: 'int' }] },
      numero: { tipo: 'caixaDeTexto', rotulo: 'Valor', validadores: [{ tipo: 'simples', formato: 'double' }] },
      texto: { tipo: 'caixaDeTexto', rotulo: 'Observação', validadores: [{ tipo: 'simples', formato: 'string' }] },
      obrigatorio: { tipo: 'memorando', rotulo: 'Detalhes', validadores: [{ tipo: 'naoVazio' }] },
      telefone: { tipo: 'caixaDeTexto', rotulo: 'Telefone', validadores: [{ tipo: 'mascara', mascara: '(##) ####-####' }] },
      poucos: { tipo: 'caixaDeAnexo', rotulo: 'Fotos', opcoes: { minimo: 2 } },
      muitos: { tipo: 'caixaDeAnexo', rotulo: 'Documentos', opcoes: { maximo: 1 } },
      salas: { tipo: 'tabela', opcoes: { rotulo: 'Salas', minimo: 3, campos: { sala: row } } },
      predios: { tipo: 'tabela', opcoes: { rotulo: 'Prédios', maximo: 1, campos: { sala: row } } },
    },
  };
  const values: FormValues = {
    inteiro: '1,5',
    numero: 'dez',
    obrigatorio: '  ',
    telefone: '(31) 3899',
    poucos: [png('a')],
    muitos: [png('b'), png('c')],
    salas: [{ sala: '101' }],
    predios: [{ sala: '1' }, { sala: '2' }],
  };

  /** What a screen reader reads after the control's name: the texts its aria-describedby names. */
  function description(element: HTMLElement): string[] {
    return (element.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '');
  }

  it("describes each refused field with the spec's exact text, from the catalog", async () => {
    render(<FormScreenView screen={texts} initialValues={values} onSubmit={vi.fn()} onBack={vi.fn()} onCancel={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Avançar' }));

    expect(screen.getByText('Há 9 campos a corrigir.').closest('[role="alert"]')).toBeTruthy();
    expect(description(screen.getByRole('textbox', { name: 'Quantidade' }))).toEqual(['O valor deve ser um número inteiro']);
    // A double field's hint stays under it, with the error.
    expect(description(screen.getByRole('textbox', { name: 'Valor' }))).toEqual(['Pode usar vírgula nos decimais, por exemplo 1.500,00.', 'O valor deve ser um número']);
    expect(description(screen.getByRole('textbox', { name: 'Observação' }))).toEqual(['O valor deve ser preenchido']);
    expect(description(screen.getByRole('textbox', { name: /Detalhes/ }))).toEqual(['Preenchimento obrigatório']);
    expect(description(screen.getByRole('textbox', { name: 'Telefone' }))).toEqual(['O campo deverá ter um telefone com DDD']);
    expect(description(screen.getByRole('group', { name: /Fotos/ }))).toContain('É necessário um mínimo de 2 anexo(s)');
    expect(description(screen.getByRole('group', { name: /Documentos/ }))).toContain('Só é permitido um máximo de 1 anexo(s)');
    expect(description(screen.getByRole('group', { name: /Salas/ }))).toContain('É necessário um mínimo de 3 itens');
    expect(description(screen.getByRole('group', { name: /Prédios/ }))).toContain('Só é permitido um máximo de 1 item');
  });
});
