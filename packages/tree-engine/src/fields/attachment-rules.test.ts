import { describe, expect, it } from 'vitest';
import type { AttachmentBoxField } from '../types';
import { attachmentLimits, attachmentSize, checkAttachment, isAttachmentBoxFull, MEGABYTE } from './attachment-rules';

const box: AttachmentBoxField = {
  tipo: 'caixaDeAnexo',
  opcoes: { maximo: 3, extensoes: ['.PDF', 'docx', ' '], tamMaxPorArquivoMb: 5, tamMaxTotalMb: 10 },
};
const mb = (n: number) => n * MEGABYTE;

describe('attachmentLimits', () => {
  it('normalises extensions and converts decimal megabytes to bytes', () => {
    expect(attachmentLimits(box)).toEqual({ minimo: undefined, maximo: 3, extensoes: ['pdf', 'docx'], maxFileBytes: 5_000_000, maxTotalBytes: 10_000_000 });
    expect(attachmentLimits({ tipo: 'caixaDeAnexo', minimo: 1, opcoes: { extensoes: [] } }).extensoes).toBeUndefined();
  });
});

describe('checkAttachment', () => {
  it('accepts a file inside every limit', () => {
    expect(checkAttachment(box, [{ filename: 'a.pdf', size: mb(4) }], { filename: 'b.docx', size: mb(5) })).toBeUndefined();
  });

  it('refuses a name already there, an extension not listed (any case) and a file without one', () => {
    expect(checkAttachment(box, [{ filename: 'a.pdf', size: 1 }], { filename: 'a.pdf', size: 1 })).toBe('duplicate');
    expect(checkAttachment(box, [], { filename: 'foto.png', size: 1 })).toBe('extension');
    expect(checkAttachment(box, [], { filename: 'LAUDO.PDF', size: 1 })).toBeUndefined();
    expect(checkAttachment(box, [], { filename: 'pdf', size: 1 })).toBe('extension');
  });

  it('refuses a file over the per-file size and one that would pass the total (decimal MB)', () => {
    expect(checkAttachment(box, [], { filename: 'a.pdf', size: mb(5) + 1 })).toBe('file-size');
    expect(checkAttachment(box, [{ filename: 'a.pdf', size: mb(5) }, { filename: 'b.pdf', size: mb(4) }], { filename: 'c.pdf', size: mb(1) + 1 })).toBe('total-size');
    expect(checkAttachment(box, [{ filename: 'a.pdf', size: mb(5) }, { filename: 'b.pdf', size: mb(4) }], { filename: 'c.pdf', size: mb(1) })).toBeUndefined();
  });

  it('refuses any file once the count is at maximo, before the other rules', () => {
    const three = ['a.pdf', 'b.pdf', 'c.pdf'].map((filename) => ({ filename, size: 1 }));
    expect(checkAttachment(box, three, { filename: 'a.pdf', size: 1 })).toBe('count');
  });

  it('a box without limits takes anything', () => {
    expect(checkAttachment({ tipo: 'caixaDeAnexo' }, [], { filename: 'x', size: mb(900) })).toBeUndefined();
  });
});

describe('isAttachmentBoxFull', () => {
  it('is full at maximo files or at the total size', () => {
    expect(isAttachmentBoxFull(box, [{ filename: 'a.pdf', size: 1 }, { filename: 'b.pdf', size: 1 }])).toBe(false);
    expect(isAttachmentBoxFull(box, ['a', 'b', 'c'].map((filename) => ({ filename, size: 1 })))).toBe(true);
    expect(isAttachmentBoxFull(box, [{ filename: 'a.pdf', size: mb(5) }, { filename: 'b.pdf', size: mb(5) }])).toBe(true);
    expect(isAttachmentBoxFull({ tipo: 'caixaDeAnexo' }, [{ filename: 'a', size: mb(100) }])).toBe(false);
  });
});

describe('attachmentSize', () => {
  it('is size when known, else the decoded length of the base64 content', () => {
    expect(attachmentSize({ content: '', size: 42 })).toBe(42);
    expect(attachmentSize({ content: 'b2k=' })).toBe(2);
    expect(attachmentSize({ content: 'b2lv' })).toBe(3);
    expect(attachmentSize({ content: 'bw==' })).toBe(1);
  });
});
