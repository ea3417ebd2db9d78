import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { serverSecret } from '../db/schema.ts';

/**
 * A server secret: the environment's value when given, else the one stored in the database, else a new
 * random one stored now (so every server process on one database shares it, decision 0203).
 */
export async function serverSecretValue(
  db: Executor,
  name: string,
  fromEnv: string | undefined,
): Promise<string> {
  if (fromEnv) return fromEnv;
  await db
    .insert(serverSecret)
    .values({ name, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecret).where(eq(serverSecret.name, name));
  if (!row) throw new Error(`server secret ${name} could not be stored`);
  return row.value;
}

/** AES-256-GCM with a key derived from the server's data secret: for values stored encrypted at rest. */
export class SecretBox {
  private readonly key: Buffer;
  constructor(secret: string) {
    this.key = createHash('sha256').update(secret).digest();
  }

  /** `v1:iv:tag:ciphertext`, each in base64. */
  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), data]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64')))
      .join(':');
  }

  open(sealed: string): string {
    const [scheme, iv, tag, data] = sealed.split(':');
    if (scheme !== 'v1' || !iv || !tag || data === undefined) throw new Error('unreadable sealed value');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
  }
}
