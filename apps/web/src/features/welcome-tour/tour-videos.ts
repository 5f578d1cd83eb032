// The six tutorial videos of the welcome tour, in order; the first one opens the tour.
// We host no video files: `url` stays null until a video service is configured, and the player
// shows a translated poster instead (see video-frame.tsx).
export const tourVideoIds = [
  'welcome',
  'modifyPrices',
  'modifyAvailabilities',
  'editProperty',
  'manageSubscriptions',
  'accessProfile',
] as const;
export type TourVideoId = (typeof tourVideoIds)[number];

export interface TourVideo {
  id: TourVideoId;
  url: string | null;
}

export const tourVideos: readonly TourVideo[] = tourVideoIds.map((id) => ({ id, url: null }));
