import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

export type AuditAction =
  | 'act_code.issued'
  | 'act_code.exchanged'
  | 'act_code.refused'
  | 'user.created'
  | 'creative.approved'
  | 'creative.rejected';

export async function audit(
  db: Db,
  entry: { action: AuditAction; userId: number | null; actor: string; detail?: Record<string, unknown> },
): Promise<void> {
  await db.insert(auditLog).values({ ...entry, detail: entry.detail ?? {} });
}
