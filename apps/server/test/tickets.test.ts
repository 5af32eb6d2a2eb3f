import { beforeAll, describe, expect, it } from 'vitest';
import { openTicket, ticketBody } from './open-ticket';
import { useTestApp } from './test-app';
import { bearer, claims, token, userAId } from './tokens';
import { printerArticle, printerWalkBody } from './walk-article';

const printer = {
  assunto: 'Impressora não funciona na sala 215',
  fila: 'N1::Service Desk::Viçosa',
  prioridade: '4 Alto',
  sala: '215',
  descricao: 'linha 1\nlinha 2 <b>negrito?</b>',
};
const report = { contentType: 'text/plain', filename: '../../etc/relatório.txt', content: Buffer.from('conteúdo do anexo').toString('base64') };

describe('tickets', () => {
  const t = useTestApp();
  let a: Record<string, string>;
  let gov: Record<string, string>;

  beforeAll(async () => {
    a = bearer(await token(claims.userA));
    gov = bearer(await token(claims.govbr));
  });

  const create = (body: object, headers = a) => t.app.inject({ method: 'POST', url: '/api/ticket', headers, payload: body });

  it('creates a ticket with a Znuny-style number, SLA deadline and a readable first article', async () => {
    const res = await openTicket(t.app, a, { ...printer, files: [report] });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created.ticketNumber).toMatch(/^\d{8}\d{5,}$/);
    expect(created.estado).toBe('novo');
    expect(new Date(created.solutionTimeDestinationDate).getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);

    const detail = (await t.app.inject({ url: `/api/ticket/${created.ticketId}`, headers: a })).json();
    expect(detail).toMatchObject({ tn: created.ticketNumber, titulo: 'Impressora não funciona na sala 215', servico: 'Chamado de teste', prioridade: '4 Alto', fila: 'N1::Service Desk::Viçosa', estado: 'novo' });
    expect(detail.prazoSolucao).toBe(created.solutionTimeDestinationDate);
    const [first] = detail.artigos;
    expect(first.tipo).toBe('entrada');
    expect(first.visualizado).toBe(true);
    expect(first.corpo).toContain('<li>Como podemos ajudar? → Abrir chamado</li>');
    expect(first.corpo).toContain('<tr><th>Sala</th><td>215</td></tr>');
    expect(first.corpo).toContain('linha 1<br>linha 2 &lt;b&gt;');
    expect(first.anexos).toHaveLength(1);
    expect(first.anexos[0]).toMatchObject({ filename: 'relatório.txt', contenttype: 'text/plain', disposition: 'attachment', filesize: Buffer.byteLength('conteúdo do anexo') });
    expect(first.anexos[0].content).toBeUndefined();
  });

  it('the first article of a ticket created from a walk reads as the student answered: labels, option texts, questions', async () => {
    const body = await printerWalkBody(t.app, a);
    const created = (await create(body)).json();
    const corpo: string = (await t.app.inject({ url: `/api/ticket/${created.ticketId}`, headers: a })).json().artigos[0].corpo;
    for (const text of printerArticle.reads) expect(corpo).toContain(text);
    for (const text of printerArticle.never) expect(corpo).not.toContain(text);
    // The machine values stay on the ticket for automation.
    const stored = await t.app.inject({ url: `/api/ticket/${created.ticketId}`, headers: a });
    expect(stored.json().fila).toBe('N1::Service Desk::Viçosa');
  });

  it('refuses what a portal concluded instead of what the user did, naming it, creating nothing', async () => {
    const before = (await t.app.inject({ url: '/api/ticket?estado=aberto&limit=1', headers: a })).json().maxSize;
    const body = await ticketBody(t.app, a, { assunto: 'Wi-Fi' });
    const forged = await create({ ...body, propriedades: { assunto: 'Wi-Fi', prioridade: '9 Urgentissimo', fila: 'Inventada' } });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().erros).toEqual([expect.objectContaining({ message: 'O campo "propriedades" não é aceito aqui: o pedido não pode trazer esse campo', path: ['propriedades'] })]);
    const old = await create({ propriedades: { assunto: 'Wi-Fi' }, anexos: [], tabelas: {}, log: [] });
    expect(old.statusCode).toBe(400);
    expect(old.json().erros.map((e: { message: string }) => e.message)).toEqual(
      expect.arrayContaining(['O campo "atendimento" é obrigatório', 'O campo "propriedades" não é aceito aqui: o pedido não pode trazer esse campo']),
    );
    expect((await t.app.inject({ url: '/api/ticket?estado=aberto&limit=1', headers: a })).json().maxSize).toBe(before);
  });

  it("creates the ticket of a tutorial that solved the problem already closed, in the self-service queue, without deadlines", async () => {
    const res = await openTicket(t.app, a, { resolvido: true, assunto: 'Wi-Fi resolvido pelo tutorial' });
    const created = res.json();
    expect(created.estado).toBe('fechado');
    expect(created.solutionTimeDestinationDate).toBeUndefined();
    const closed = (await t.app.inject({ url: '/api/ticket?estado=fechado&limit=100', headers: a })).json();
    expect(closed.tickets.map((x: { id: number }) => x.id)).toContain(created.ticketId);
    expect((await t.app.inject({ url: `/api/ticket/${created.ticketId}`, headers: a })).json().fila).toBe('N1::Autoatendimento');
  });

  it('lists by state, newest change first, with offset, limit and maxSize', async () => {
    const all = (await t.app.inject({ url: '/api/ticket?estado=aberto&limit=100', headers: a })).json();
    expect(all.maxSize).toBe(all.tickets.length);
    const times = all.tickets.map((x: { modificado: string }) => Date.parse(x.modificado));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    expect(all.tickets.every((x: { estado: string }) => x.estado !== 'fechado')).toBe(true);
    const page = (await t.app.inject({ url: `/api/ticket?idUsuario=${userAId}&estado=aberto&offset=1&limit=2`, headers: a })).json();
    expect(page.maxSize).toBe(all.maxSize);
    expect(page.tickets.map((x: { id: number }) => x.id)).toEqual(all.tickets.slice(1, 3).map((x: { id: number }) => x.id));
    const beyond = (await t.app.inject({ url: '/api/ticket?estado=aberto&offset=90&limit=10', headers: a })).json();
    expect(beyond).toEqual({ tickets: [], maxSize: all.maxSize });
  });

  it('searches in Portuguese with accents and case ignored, by prefix, over titles and articles', async () => {
    const r1 = (await t.app.inject({ url: `/api/ticket/fulltext?texto=${encodeURIComponent('IMPRESSORAS')}`, headers: a })).json();
    expect(r1.tickets.length).toBeGreaterThan(0);
    const r2 = (await t.app.inject({ url: `/api/ticket/fulltext?texto=${encodeURIComponent('funcao nao predio')}`, headers: a })).json();
    expect(r2.maxSize).toBeGreaterThanOrEqual(0);
    const r3 = (await t.app.inject({ url: `/api/ticket/fulltext?texto=${encodeURIComponent('cilindro')}`, headers: a })).json();
    expect(r3.tickets.map((x: { titulo: string }) => x.titulo)).toContain('Impressora do DPI imprimindo manchado');
    const r4 = (await t.app.inject({ url: '/api/ticket/fulltext?texto=patrim', headers: a })).json();
    expect(r4.tickets.length).toBeGreaterThan(0);
    const none = (await t.app.inject({ url: '/api/ticket/fulltext?texto=xyzzy', headers: a })).json();
    expect(none).toEqual({ tickets: [], maxSize: 0 });
  });

  it('replies with a default subject, reopens a closed ticket and records the attachments', async () => {
    const closed = (await t.app.inject({ url: '/api/ticket?estado=fechado&limit=1', headers: a })).json().tickets[0];
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/ticket/${closed.id}`,
      headers: a,
      payload: { assunto: '', corpo: 'Voltou a acontecer.<br>Pode ver?', anexos: [{ filename: 'foto.png', contenttype: 'image/png', content: Buffer.from('png').toString('base64'), size: 3 }], de: 'ana.souza@ufv.br', criado: '2025-01-01 10:00:00' },
    });
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail.estado).toBe('aberto');
    const last = detail.artigos.at(-1);
    expect(last).toMatchObject({ assunto: `Re: [Ticket#${closed.tn}]`, tipo: 'entrada', visualizado: true, corpo: 'Voltou a acontecer.<br>Pode ver?' });
    expect(last.anexos[0].filename).toBe('foto.png');
  });

  it('refuses replies whose attachments pass 18 MB, writing nothing', async () => {
    const list = (await t.app.inject({ url: '/api/ticket?limit=1', headers: a })).json();
    const id = list.tickets[0].id;
    const before = (await t.app.inject({ url: `/api/ticket/${id}`, headers: a })).json().artigos.length;
    const big = Buffer.alloc(18 * 1048576 + 1, 1).toString('base64');
    const res = await t.app.inject({ method: 'POST', url: `/api/ticket/${id}`, headers: a, payload: { assunto: 'x', corpo: 'x', anexos: [{ filename: 'a.bin', contenttype: 'application/octet-stream', content: big, size: 1 }] } });
    expect(res.statusCode).toBe(413);
    // The JSON form is for small files: the answer says how 18 MB travel (multipart).
    expect(res.json().mensagem).toMatch(/multipart\/form-data.*18 MB/);
    expect((await t.app.inject({ url: `/api/ticket/${id}`, headers: a })).json().artigos.length).toBe(before);
  });

  it('counts unseen tickets per state and marks an article seen', async () => {
    const count = (estado: string) => t.app.inject({ url: `/api/visualization/ticket?estado=${estado}&idUsuario=${userAId}`, headers: a }).then((r) => r.json().data);
    const before = await count('aberto');
    expect(before).toBeGreaterThan(0);
    const list = (await t.app.inject({ url: '/api/ticket?limit=100', headers: a })).json();
    const unseen = list.tickets.find((x: { visualizado: boolean }) => !x.visualizado);
    const detail = (await t.app.inject({ url: `/api/ticket/${unseen.id}`, headers: a })).json();
    for (const art of detail.artigos.filter((x: { visualizado: boolean }) => !x.visualizado)) {
      const r = await t.app.inject({ method: 'POST', url: `/api/visualization/article?idUsuario=${userAId}`, headers: a, payload: { ticketId: unseen.id, articleId: art.id, seen: true } });
      expect(r.statusCode).toBe(200);
    }
    expect(await count('aberto')).toBe(before - 1);
    const again = (await t.app.inject({ url: `/api/ticket/${unseen.id}`, headers: a })).json();
    expect(again.visualizado).toBe(true);
  });

  it('downloads an attachment as an attachment with nosniff and a safe name', async () => {
    const list = (await t.app.inject({ url: '/api/ticket?estado=fechado&limit=100', headers: a })).json();
    let url: string | undefined;
    for (const item of list.tickets) {
      const d = (await t.app.inject({ url: `/api/ticket/${item.id}`, headers: a })).json();
      const f = d.artigos.flatMap((x: { anexos: { url: string; disposition: string }[] }) => x.anexos).find((x: { disposition: string }) => x.disposition === 'attachment');
      if (f) { url = f.url; break; }
    }
    expect(url).toBeDefined();
    const res = await t.app.inject({ url: url!, headers: a });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.length).toBeGreaterThan(0);
  });

  it('downloads an uploaded HTML file as an opaque attachment that cannot render in our origin', async () => {
    const html = Buffer.from('<script>alert(document.cookie)</script>').toString('base64');
    const res = await openTicket(t.app, a, { assunto: 'Relatório', files: [{ contentType: 'text/html', filename: "relatório d'O (1).html", content: html }] });
    const detail = (await t.app.inject({ url: `/api/ticket/${res.json().ticketId}`, headers: a })).json();
    const file = detail.artigos[0].anexos[0];
    expect(file.contenttype).toBe('text/html');
    const dl = await t.app.inject({ url: file.url, headers: a });
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-type']).toBe('application/octet-stream');
    // RFC 5987: ' ( ) are not attr-chars, so the UTF-8 name escapes them too.
    expect(dl.headers['content-disposition']).toBe(
      `attachment; filename="relatorio d'O (1).html"; filename*=UTF-8''relat%C3%B3rio%20d%27O%20%281%29.html`,
    );
    expect(dl.headers['x-content-type-options']).toBe('nosniff');
    expect(String(dl.headers['content-security-policy'])).toMatch(/sandbox/);
  });

  it('escapes every text the user typed in the first article: values, the subject and the file names', async () => {
    const res = await openTicket(t.app, a, {
      assunto: '<svg onload=alert(3)>',
      descricao: '<img src=x onerror=alert(1)>',
      sala: '<script>alert(2)</script>',
      files: [{ contentType: 'text/plain', filename: '<b>nome</b>.txt', content: 'aGk=' }],
    });
    const corpo: string = (await t.app.inject({ url: `/api/ticket/${res.json().ticketId}`, headers: a })).json().artigos[0].corpo;
    expect(corpo).not.toMatch(/<(img|script|svg|b)[\s>]/);
    for (const text of ['&lt;img src=x onerror=alert(1)&gt;', '&lt;script&gt;alert(2)&lt;/script&gt;', '&lt;svg onload=alert(3)&gt;']) {
      expect(corpo).toContain(text);
    }
  });

  it('stores a reply as text with line breaks: no other markup reaches the agents as HTML', async () => {
    const id = (await t.app.inject({ url: '/api/ticket?limit=1', headers: a })).json().tickets[0].id;
    const corpo = 'linha 1\r\n<script>alert(1)</script><img src=x onerror=alert(1)><br onclick="x"><br/>fim';
    const res = await t.app.inject({ method: 'POST', url: `/api/ticket/${id}`, headers: a, payload: { corpo, anexos: [] } });
    expect(res.statusCode).toBe(200);
    expect(res.json().artigos.at(-1).corpo).toBe(
      'linha 1<br>&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;&lt;br onclick=&quot;x&quot;&gt;<br>fim',
    );
  });

  it('carries inline attachments base64 in the detail', async () => {
    const list = (await t.app.inject({ url: '/api/ticket?estado=fechado&limit=100', headers: a })).json();
    const inline = [];
    for (const item of list.tickets) {
      const d = (await t.app.inject({ url: `/api/ticket/${item.id}`, headers: a })).json();
      inline.push(...d.artigos.flatMap((x: { anexos: { disposition: string }[] }) => x.anexos).filter((x: { disposition: string }) => x.disposition === 'inline'));
    }
    expect(inline.length).toBeGreaterThan(0);
    expect(Buffer.from(inline[0].content, 'base64').toString()).toBe('Equipe de Redes — DTI');
  });

  it('identifies gov.br users by e-mail', async () => {
    const res = await openTicket(t.app, gov, { assunto: 'Pelo gov.br' });
    expect(res.statusCode).toBe(201);
    const mine = await t.app.inject({ url: `/api/ticket?idUsuario=${encodeURIComponent(claims.govbr.email!)}&limit=100`, headers: gov });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().tickets.map((x: { id: number }) => x.id)).toContain(res.json().ticketId);
    const byCpf = await t.app.inject({ url: `/api/ticket?idUsuario=${claims.govbr.cpf}`, headers: gov });
    expect(byCpf.statusCode).toBe(403);
  });

  it('records the end of service, with or without a ticket', async () => {
    const list = (await t.app.inject({ url: '/api/ticket?limit=1', headers: a })).json();
    const withTicket = await t.app.inject({ method: 'POST', url: '/api/atendimento/encerrar', headers: a, payload: { ticketId: list.tickets[0].id, arvore: 'Rede', log: ['Rede', 'x'] } });
    expect(withTicket.statusCode).toBe(201);
    const without = await t.app.inject({ method: 'POST', url: '/api/atendimento/encerrar', headers: a, payload: { arvore: 'Rede', log: [] } });
    expect(without.statusCode).toBe(201);
  });

  it('numbers tickets of the same day in sequence, even when created concurrently', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => openTicket(t.app, a, { assunto: `Em sequência ${i}` })));
    const numbers = results.map((r) => r.json().ticketNumber as string);
    expect(new Set(numbers).size).toBe(8);
    expect(numbers.every((n) => n.slice(0, 8) === numbers[0]!.slice(0, 8))).toBe(true);
  });
});
