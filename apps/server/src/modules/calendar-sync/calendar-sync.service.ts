import { randomBytes } from 'node:crypto';
import {
  MAX_ICAL_FEEDS_PER_UNIT,
  type IcalExportResponse,
  type IcalFeed,
  type IcalFeedBody,
  type IcalFeedPatch,
} from '@hostdeck/contract/calendar/ical-feeds.schemas';
import type { AppConfig } from '../../app/config';
import type { Database } from '../../db/client';
import type { IcalFeedRow } from '../../db/schema/calendar.table';
import { hostHasLiveApiKey } from '../channel/api-keys.repository';
import { unitErrors } from '../units/units.errors';
import { findLiveUnit } from '../units/units.repository';
import * as repository from './calendar-sync.repository';
import { calendarSyncErrors } from './calendar-sync.errors';
import { writeExportCalendar, type BusyRange } from './ical-export';
import { refreshFeed, type FeedRefreshContext } from './ical-feed-refresh';
import type { FeedFetchOptions } from './feed-fetch';
import { isoDayOf } from '@hostdeck/contract/calendar/iso-day.rules';

export interface CalendarSyncContext {
  db: Database;
  config: AppConfig;
}

export function fetchOptionsOf(config: AppConfig): FeedFetchOptions {
  return { allowPrivateAddresses: config.icalAllowPrivateHosts };
}

const refreshContextOf = ({ db, config }: CalendarSyncContext): FeedRefreshContext => ({
  db,
  fetchOptions: fetchOptionsOf(config),
});

function toFeed(feed: IcalFeedRow, unitPublicId: string): IcalFeed {
  return {
    id: feed.id,
    unitId: unitPublicId,
    name: feed.name,
    url: feed.url,
    color: feed.color as IcalFeed['color'],
    channelKeyId: feed.channelKeyId,
    lastSyncedAt: feed.lastSyncedAt?.toISOString() ?? null,
    lastStatus: feed.lastStatus ?? null,
    lastError: feed.lastError as IcalFeed['lastError'],
    eventCount: feed.eventCount,
  };
}

async function liveUnit(db: Database, hostId: string, unitPublicId: string) {
  const found = await findLiveUnit(db, hostId, unitPublicId);
  if (!found) throw unitErrors.notFound();
  return found.unit;
}

async function ownFeed(db: Database, hostId: string, feedId: string) {
  const found = await repository.findFeedOfHost(db, hostId, feedId);
  if (!found) throw calendarSyncErrors.feedNotFound();
  return found;
}

// --- Import -------------------------------------------------------------------------------------

/** The channel key a feed names must be one of the host's keys in use (another host's is unknown). */
async function checkChannelKey(db: Database, hostId: string, channelKeyId: string | null | undefined) {
  if (channelKeyId && !(await hostHasLiveApiKey(db, hostId, channelKeyId)))
    throw calendarSyncErrors.channelKeyNotFound();
}

export async function listFeeds(context: CalendarSyncContext, hostId: string, unitPublicId: string) {
  const unit = await liveUnit(context.db, hostId, unitPublicId);
  const rows = await repository.listFeedsOfUnit(context.db, unit.id);
  return { items: rows.map(({ feed, unitPublicId: id }) => toFeed(feed, id)) };
}

/** Stores the feed and reads it at once, so the host sees its result (or its error) straight away. */
export async function createFeed(
  context: CalendarSyncContext,
  hostId: string,
  unitPublicId: string,
  body: IcalFeedBody,
): Promise<IcalFeed> {
  const unit = await liveUnit(context.db, hostId, unitPublicId);
  if ((await repository.countFeedsOfUnit(context.db, unit.id)) >= MAX_ICAL_FEEDS_PER_UNIT)
    throw calendarSyncErrors.tooManyFeeds();
  await checkChannelKey(context.db, hostId, body.channelKeyId);
  const feed = await repository.insertFeed(context.db, {
    unitId: unit.id,
    hostId,
    ...body,
    channelKeyId: body.channelKeyId ?? null,
  });
  await refreshFeed(refreshContextOf(context), feed);
  return getFeed(context, hostId, feed.id);
}

export async function getFeed(
  context: CalendarSyncContext,
  hostId: string,
  feedId: string,
): Promise<IcalFeed> {
  const { feed, unitPublicId } = await ownFeed(context.db, hostId, feedId);
  return toFeed(feed, unitPublicId);
}

/** A new address is read at once, as a new feed is. */
export async function updateFeed(
  context: CalendarSyncContext,
  hostId: string,
  feedId: string,
  patch: IcalFeedPatch,
): Promise<IcalFeed> {
  const { feed } = await ownFeed(context.db, hostId, feedId);
  if (patch.channelKeyId !== feed.channelKeyId) await checkChannelKey(context.db, hostId, patch.channelKeyId);
  await repository.updateFeed(context.db, feed.id, patch);
  if (patch.url !== undefined && patch.url !== feed.url) {
    await refreshFeed(refreshContextOf(context), { ...feed, url: patch.url });
  }
  return getFeed(context, hostId, feedId);
}

export async function deleteFeed(
  context: CalendarSyncContext,
  hostId: string,
  feedId: string,
): Promise<null> {
  const { feed } = await ownFeed(context.db, hostId, feedId);
  await repository.deleteFeed(context.db, feed.id);
  return null;
}

export async function refreshFeedNow(context: CalendarSyncContext, hostId: string, feedId: string) {
  const { feed } = await ownFeed(context.db, hostId, feedId);
  await refreshFeed(refreshContextOf(context), feed);
  return getFeed(context, hostId, feedId);
}

// --- Export -------------------------------------------------------------------------------------

/** 192 random bits, URL-safe: the only key to the unit's export, so it cannot be guessed. */
const newExportToken = () => randomBytes(24).toString('base64url');

const exportUrlOf = (config: AppConfig, token: string) => `${config.publicUrl}/api/ical/${token}.ics`;

export async function getExportUrl(
  context: CalendarSyncContext,
  hostId: string,
  unitPublicId: string,
): Promise<IcalExportResponse> {
  const unit = await liveUnit(context.db, hostId, unitPublicId);
  let token = unit.icalExportToken;
  if (!token) {
    // Only where none is set, so two first reads at once end with one address both answer.
    await repository.setExportToken(context.db, unit.id, newExportToken(), true);
    token = await repository.exportTokenOf(context.db, unit.id);
  }
  if (!token) throw new Error('The unit has no export address after making one');
  return { url: exportUrlOf(context.config, token) };
}

export async function regenerateExportUrl(
  context: CalendarSyncContext,
  hostId: string,
  unitPublicId: string,
): Promise<IcalExportResponse> {
  const unit = await liveUnit(context.db, hostId, unitPublicId);
  const token = newExportToken();
  await repository.setExportToken(context.db, unit.id, token, false);
  return { url: exportUrlOf(context.config, token) };
}

/** How far back the export goes: channels read ahead, a month behind is kept for the host's own calendar. */
const EXPORT_PAST_DAYS = 30;

/** The unit's busy nights as an .ics text, for whoever holds the address; null for an unknown one. */
export async function exportCalendarFile(
  context: CalendarSyncContext,
  file: string,
  now: Date = new Date(),
): Promise<{ fileName: string; body: string }> {
  const token = file.replace(/\.ics$/, '');
  const unit = await repository.findUnitByExportToken(context.db, token);
  if (!unit) throw calendarSyncErrors.exportNotFound();
  const since = isoDayOf(new Date(now.getTime() - EXPORT_PAST_DAYS * 86_400_000));
  const { stays, requests, blocks } = await repository.busyRangesOfUnit(context.db, unit.id, since, now);
  const ranges: BusyRange[] = [
    ...stays.map((stay) => ({ ...stay, kind: 'reserved' as const })),
    ...requests.map((request) => ({ ...request, kind: 'reserved' as const })),
    ...blocks.map((block) => ({ ...block, kind: 'blocked' as const })),
  ].sort((a, b) => a.dateFrom.localeCompare(b.dateFrom) || a.id.localeCompare(b.id));
  return {
    fileName: 'calendar.ics',
    body: writeExportCalendar(ranges, { name: unit.title ?? 'HostDeck', now }),
  };
}
