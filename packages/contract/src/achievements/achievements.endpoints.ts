import { defineEndpoint } from '../http/endpoint';
import { idParamsSchema } from '../http/params.schemas';
import { achievementSchema, achievementsResponseSchema } from './achievements.schemas';

// Achievements
export const getAchievements = defineEndpoint({
  method: 'GET',
  path: '/api/app/v1/user/performance/achievements',
  access: 'host',
  shape: 'spec',
  summary: "The host's achievements (under data.achievements).",
  response: achievementsResponseSchema,
});

export const openAchievement = defineEndpoint({
  method: 'POST',
  path: '/api/app/v1/user/performance/achievement/:id',
  access: 'host',
  shape: 'designed',
  summary: 'Mark an achievement as opened.',
  params: idParamsSchema,
  response: achievementSchema,
});
