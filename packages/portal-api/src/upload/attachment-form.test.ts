import { describe, expect, it } from 'vitest';
import { attachmentForm } from './attachment-form';

describe('attachmentForm', () => {
  it('puts the body as JSON in `dados` first, then each file, decoded from base64, in its own `anexos` part', async () => {
    const bytes = new Uint8Array([0, 1, 2, 250, 251, 252, 253, 254, 255]);
    const base64 = btoa(String.fromCharCode(...bytes));
    const { form, bytes: total } = attachmentForm({ corpo: 'Segue o arquivo' }, [
      { filename: 'dados.bin', contentType: 'application/octet-stream', content: base64 },
      { filename: 'nota.txt', contentType: 'text/plain', content: `data:text/plain;base64,${btoa('ola')}` },
    ]);
    expect([...form.keys()]).toEqual(['dados', 'anexos', 'anexos']);
    expect(JSON.parse(String(form.get('dados')))).toEqual({ corpo: 'Segue o arquivo' });
    const [first, second] = form.getAll('anexos') as File[];
    expect(first!.name).toBe('dados.bin');
    expect(new Uint8Array(await first!.arrayBuffer())).toEqual(bytes);
    expect(second!.name).toBe('nota.txt');
    expect(second!.type).toBe('text/plain');
    expect(await second!.text()).toBe('ola');
    expect(total).toBe(bytes.length + 3);
  });
});
