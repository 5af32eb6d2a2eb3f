import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ExternalImagesNotice } from './external-images-notice';

describe('ExternalImagesNotice', () => {
  it('says how many images of other sites were not loaded, in Portuguese plurals', () => {
    const { rerender } = render(<ExternalImagesNotice count={1} onShow={() => {}} />);
    expect(screen.getByText('Uma imagem de outro site não foi carregada para proteger sua privacidade.')).toBeTruthy();
    rerender(<ExternalImagesNotice count={3} onShow={() => {}} />);
    expect(screen.getByText('3 imagens de outros sites não foram carregadas para proteger sua privacidade.')).toBeTruthy();
  });

  it("asks for them with the button 'Mostrar imagens externas'", async () => {
    const onShow = vi.fn();
    render(<ExternalImagesNotice count={2} onShow={onShow} />);
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar imagens externas' }));
    expect(onShow).toHaveBeenCalledOnce();
  });
});
