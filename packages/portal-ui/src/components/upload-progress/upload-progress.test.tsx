import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UploadProgress } from './upload-progress';

describe('UploadProgress', () => {
  it("is a progress bar named 'Envio dos anexos' that says the percentage sent", () => {
    render(<UploadProgress value={0.423} />);
    const bar = screen.getByRole('progressbar', { name: 'Envio dos anexos' });
    expect((bar as HTMLProgressElement).value).toBeCloseTo(0.423);
    expect(bar.getAttribute('aria-valuetext')).toBe('42% enviado');
    expect(screen.getByText('42% enviado')).toBeTruthy();
  });

  it('keeps the percentage between 0 and 100', () => {
    render(<UploadProgress value={1.2} />);
    expect(screen.getByText('100% enviado')).toBeTruthy();
  });
});
