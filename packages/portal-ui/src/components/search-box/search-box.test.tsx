import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SearchBox } from './search-box';

function Box({ onValueChange = vi.fn(), clearable }: { onValueChange?: (text: string) => void; clearable?: boolean }) {
  const [text, setText] = useState('');
  return (
    <>
      <label htmlFor="busca">Procurar serviço</label>
      <SearchBox
        id="busca"
        value={text}
        clearable={clearable}
        onValueChange={(next) => {
          setText(next);
          onValueChange(next);
        }}
        onClear={() => setText('')}
      />
    </>
  );
}

describe('SearchBox', () => {
  it('is a labelled search box that reports what is typed', async () => {
    const onValueChange = vi.fn();
    render(<Box onValueChange={onValueChange} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Procurar serviço' }), 'wifi');
    expect(onValueChange).toHaveBeenLastCalledWith('wifi');
  });

  it("offers 'Limpar busca' only while there is text; it empties the box and puts the focus back in it", async () => {
    render(<Box />);
    const box = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Procurar serviço' });
    expect(screen.queryByRole('button', { name: 'Limpar busca' })).toBeNull();
    await userEvent.type(box, 'impressora');
    await userEvent.click(screen.getByRole('button', { name: 'Limpar busca' }));
    expect(box.value).toBe('');
    expect(document.activeElement).toBe(box);
    expect(screen.queryByRole('button', { name: 'Limpar busca' })).toBeNull();
  });

  it("keeps 'Limpar busca' away while not clearable (the panel before hydration)", async () => {
    render(<Box clearable={false} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Procurar serviço' }), 'vpn');
    expect(screen.queryByRole('button', { name: 'Limpar busca' })).toBeNull();
  });
});
