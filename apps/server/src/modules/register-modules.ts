import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../app/config';
import type { Database } from '../db/client';
import type { FileStorage } from '../storage/file-storage';
import { registerCalendarSyncRoutes } from './calendar-sync/calendar-sync.routes';
import { registerCalendarRoutes } from './calendar/calendar.routes';
import { registerApiKeyRoutes } from './channel/api-keys.routes';
import { registerChannelRoutes } from './channel/channel.routes';
import { registerHelpRoutes } from './help/help.routes';
import { registerHomeRoutes } from './home/home.routes';
import { registerListingRoutes } from './listing/listing.routes';
import { registerMessagingRoutes } from './messaging/messaging.routes';
import { registerSavedReplyRoutes } from './messaging/saved-replies.routes';
import { registerNotificationRoutes } from './notifications/notifications.routes';
import { registerOnboardingRoutes } from './onboarding/onboarding.routes';
import { registerPhotoRoutes } from './photos/photos.routes';
import { registerPromotionRoutes } from './promotions/promotions.routes';
import { registerPropertyRoutes } from './properties/properties.routes';
import { registerUnitRoutes } from './units/units.routes';
import { registerPublicRoutes } from './public/public.routes';
import { registerPublicListingRoutes } from './public-listing/public-listing.routes';
import { registerRegionalRequirementRoutes } from './regional-requirements/regional-requirements.routes';
import { registerReservationRoutes } from './reservations/reservations.routes';
import { registerStaffRoutes } from './staff/staff.routes';
import { registerStayRuleRoutes } from './stay-rules/stay-rules.routes';
import { registerSubscriptionRoutes } from './subscriptions/subscriptions.routes';
import { registerTaskRoutes } from './tasks/tasks.routes';
import { registerUserRoutes } from './user/user.routes';

export interface ModuleContext {
  config: AppConfig;
  db: Database;
  storage: FileStorage;
}

/** One line per domain module; each registers its rows of the contract's endpoint table. */
export async function registerModules(app: FastifyInstance, context: ModuleContext): Promise<void> {
  registerPublicRoutes(app, context);
  registerUserRoutes(app, context);
  registerApiKeyRoutes(app, context);
  registerChannelRoutes(app, context);
  registerOnboardingRoutes(app, context);
  registerStaffRoutes(app, context);
  registerHomeRoutes(app, context);
  registerReservationRoutes(app, context);
  registerNotificationRoutes(app, context);
  registerMessagingRoutes(app, context);
  registerSavedReplyRoutes(app, context);
  registerPropertyRoutes(app, context);
  registerUnitRoutes(app, context);
  registerListingRoutes(app, context);
  registerStayRuleRoutes(app, context);
  registerSubscriptionRoutes(app, context);
  registerPromotionRoutes(app, context);
  registerCalendarRoutes(app, context);
  registerRegionalRequirementRoutes(app, context);
  registerPublicListingRoutes(app, context);
  registerHelpRoutes(app, context);
  registerTaskRoutes(app, context);
  registerCalendarSyncRoutes(app, context);
  await registerPhotoRoutes(app, context);
}
