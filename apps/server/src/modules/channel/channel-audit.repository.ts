import type { Database } from '../../db/client';
import { channelIntakeAudit, type NewChannelIntakeAuditRow } from '../../db/schema/channel.table';

export async function insertIntakeAudit(db: Database, row: NewChannelIntakeAuditRow): Promise<void> {
  await db.insert(channelIntakeAudit).values(row);
}
