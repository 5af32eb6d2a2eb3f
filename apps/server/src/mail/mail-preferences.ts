import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { mailPreferences } from '../db/schema';

/** 'Receber avisos por e-mail', per user: yes unless they said no. */
export class MailPreferences {
  constructor(private readonly db: Db) {}

  async get(usuario: string): Promise<boolean> {
    const [row] = await this.db.select({ sim: mailPreferences.avisosPorEmail }).from(mailPreferences).where(eq(mailPreferences.usuario, usuario));
    return row?.sim ?? true;
  }

  async set(usuario: string, avisosPorEmail: boolean, now = new Date()): Promise<boolean> {
    await this.db
      .insert(mailPreferences)
      .values({ usuario, avisosPorEmail, alterada: now })
      .onConflictDoUpdate({ target: mailPreferences.usuario, set: { avisosPorEmail, alterada: now } });
    return avisosPorEmail;
  }
}
