import { exampleTrees, parseTree } from '@chamados/tree-engine';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../db/database';
import { insertAttachments } from '../tickets/insert-attachments';
import { articles, articleViews, cannedReplies, datahubLists, datahubMaps, faqItems, meta, tickets, trees, treeVersions } from '../db/schema';
import { demoAccounts, demoUserId } from '../sso/demo-accounts';
import { firstArticleHtml } from '../tickets/first-article';
import { searchText } from '../tickets/search-text';
import { isAgent } from '@chamados/api-contract';
import { applySla, slaColumns, startSla } from '../tickets/sla';
import { nextTicketNumber } from '../tickets/ticket-number';
import { nameKey } from '../trees/tree-names';
import { seedLists, seedMaps } from './seed-datahub';
import { seedFaq } from './seed-faq';
import { seedCannedReplies, SEED_AGENT, SEED_PROPERTY_LABELS, seedTickets } from './seed-tickets';
import { WORDED_ANSWERS } from '../tickets/worded-answers';

const SEED_KEY = 'seed';
const SEED_AUTHOR = 'Equipe DTI';
const HOUR = 3_600_000;

async function seedTrees(tx: Tx, log: FastifyBaseLogger, now: Date) {
  let ordem = 0;
  for (const { file, yaml } of exampleTrees) {
    const { tree, diagnostics } = parseTree(yaml);
    const errors = diagnostics.filter((d) => d.severity === 'error');
    const nome = tree?.nome ?? file.replace(/\.ya?ml$/, '');
    const launched = tree !== undefined && errors.length === 0;
    if (!launched) log.warn({ file, errors: errors.slice(0, 3) }, 'example tree has errors: seeded as an unlaunched draft');
    const [row] = await tx
      .insert(trees)
      .values({
        nome,
        nomeChave: nameKey(nome),
        texto: yaml,
        habilitada: launched,
        autor: SEED_AUTHOR,
        alteradaPor: SEED_AUTHOR,
        ordem: ++ordem,
        alterada: now,
        arvore: launched ? yaml : null,
        arvoreJson: launched ? tree : null,
        versao: launched ? 1 : null,
      })
      .returning({ id: trees.id });
    if (launched) await tx.insert(treeVersions).values({ treeId: row!.id, versao: 1, nome, texto: yaml, autor: SEED_AUTHOR, lancadaEm: now });
  }
}

async function seedDemoTickets(tx: Tx, now: Date) {
  // Students' tickets: the demo agent answers them, it has none of its own.
  for (const account of demoAccounts.filter((a) => !isAgent(a.claims))) {
    const usuario = demoUserId(account);
    for (const t of seedTickets) {
      const criado = new Date(now.getTime() - t.diasAtras * 24 * HOUR);
      const closed = t.estado === 'fechado';
      const corpo = firstArticleHtml({ propriedades: t.propriedades, tabelas: {}, log: t.log, closed: t.propriedades.state === 'closed successful' });
      const last = Math.max(0, ...t.artigos.map((a) => a.horas));
      const modificado = new Date(criado.getTime() + last * HOUR);
      // The SLA clock as the desk would have left it: answered at the first reply, paused or closed at the last change.
      const ctx = { prioridade: t.prioridade, now: criado };
      let clock = startSla(ctx, t.propriedades.state === 'closed successful');
      const firstReply = t.artigos.find((a) => a.tipo === 'saida');
      if (firstReply) clock = applySla(clock, { tipo: 'resposta-atendente' }, { ...ctx, now: new Date(criado.getTime() + firstReply.horas * HOUR) });
      clock = applySla(clock, { tipo: 'estado', estado: t.estado }, { ...ctx, now: modificado });
      const [ticket] = await tx
        .insert(tickets)
        .values({
          tn: await nextTicketNumber(tx, criado),
          titulo: t.titulo,
          servico: t.servico,
          estado: t.estado,
          fila: t.fila,
          tipo: 'Requisição de Serviço',
          prioridade: t.prioridade,
          atendente: t.atendente,
          responsavel: t.atendente ? SEED_AGENT : '',
          usuario,
          criado,
          modificado,
          ...slaColumns(clock),
          solicitante: account.claims.nome ?? '',
          solicitanteEmail: account.claims.email ?? '',
          propriedades: {
            ...t.propriedades,
            [WORDED_ANSWERS]: Object.entries(t.propriedades)
              .filter(([k]) => k !== 'state')
              .map(([k, valor]) => ({ rotulo: SEED_PROPERTY_LABELS[k] ?? k, valor })),
          },
          busca: searchText(t.titulo, t.servico, corpo, ...t.artigos.map((a) => `${a.assunto} ${a.corpo}`)),
        })
        .returning({ id: tickets.id });
      const ticketId = ticket!.id;
      const all = [{ tipo: 'entrada' as const, assunto: t.titulo, corpo, horas: 0, anexos: [] as NonNullable<(typeof t.artigos)[number]['anexos']> }, ...t.artigos];
      for (const a of all) {
        const [article] = await tx
          .insert(articles)
          .values({
            ticketId,
            assunto: a.assunto,
            corpo: a.corpo,
            tipo: a.tipo,
            de: a.tipo === 'entrada' ? account.claims.email ?? '' : SEED_AGENT,
            criado: new Date(criado.getTime() + a.horas * HOUR),
          })
          .returning({ id: articles.id });
        const articleId = article!.id;
        for (const f of a.anexos ?? []) {
          const content = Buffer.from(f.text, 'utf8');
          await insertAttachments(tx, [{
            articleId,
            ticketId,
            filename: f.filename,
            contentType: f.contentType,
            disposition: f.inline ? 'inline' : 'attachment',
            filesize: content.length,
            content,
          }]);
        }
        // The user's own messages, and everything on closed tickets, are already seen: the
        // help desk's answers on open tickets show as news (stars and badges).
        if (a.tipo === 'entrada' || closed) await tx.insert(articleViews).values({ articleId, usuario });
      }
    }
  }
}

/**
 * First-start demo content, in one transaction and only once: a `meta` row claims the seed, so a
 * restart (or a second process starting at the same time) adds nothing.
 */
export async function seed(db: Db, log: FastifyBaseLogger, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(meta).values({ chave: SEED_KEY, valor: now.toISOString() }).onConflictDoNothing().returning();
    if (claimed.length === 0) return false;
    await seedTrees(tx, log, now);
    for (const [chave, itens] of Object.entries(seedLists)) await tx.insert(datahubLists).values({ chave, itens });
    for (const [mapa, entries] of Object.entries(seedMaps)) {
      await tx.insert(datahubMaps).values(Object.entries(entries).map(([chave, valor]) => ({ mapa, chave, valor })));
    }
    for (const item of seedFaq) await tx.insert(faqItems).values(item);
    await seedDemoTickets(tx, now);
    await tx.insert(cannedReplies).values(seedCannedReplies.map((r) => ({ ...r, alterada: now, alteradaPor: SEED_AUTHOR })));
    log.info('seeded demo content (trees, data hub, FAQ, tickets)');
    return true;
  });
}
