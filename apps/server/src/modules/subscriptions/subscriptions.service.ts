import { DEFAULT_UNIT_PUBLISH_COST } from '@hostdeck/contract/constants';
import type {
  CoinCredit,
  UserSubscription,
} from '@hostdeck/contract/subscriptions/user-subscription.schemas';
import type { Database } from '../../db/client';
import { findSubscriptionOfHost } from './subscriptions.repository';

function coinCredit(enabled: boolean, quota: number, used: number): CoinCredit {
  return { enabled, quota, used, remaining: quota - used };
}

/** Hosts on the commission model have no subscription: every quota answers empty, not missing. */
export async function getUserSubscription(db: Database, hostId: string): Promise<UserSubscription> {
  const row = await findSubscriptionOfHost(db, hostId);
  if (!row) {
    return {
      subscription: null,
      leads: { enabled: false, remaining: 0, total: 0 },
      unitPublish: { cost: DEFAULT_UNIT_PUBLISH_COST, quota: 0, used: 0 },
      boost: { availableItems: 0, cost: 0, level: 'account', quota: 0, scheduledPeriods: [], used: 0 },
      coinCredits: { unitPublish: coinCredit(false, 0, 0), boost: coinCredit(false, 0, 0) },
    };
  }
  return {
    subscription: { id: row.id, expirationDate: row.expirationDate.toISOString() },
    leads: { enabled: row.leadsEnabled, remaining: row.leadsRemaining, total: row.leadsTotal },
    unitPublish: { cost: row.unitPublishCost, quota: row.unitPublishQuota, used: row.unitPublishUsed },
    boost: {
      availableItems: row.boostAvailableItems,
      cost: row.boostCost,
      level: row.boostLevel,
      quota: row.boostQuota,
      scheduledPeriods: row.boostScheduledPeriods,
      used: row.boostUsed,
    },
    coinCredits: {
      unitPublish: coinCredit(row.coinUnitPublishEnabled, row.coinUnitPublishQuota, row.coinUnitPublishUsed),
      boost: coinCredit(row.coinBoostEnabled, row.coinBoostQuota, row.coinBoostUsed),
    },
  };
}
