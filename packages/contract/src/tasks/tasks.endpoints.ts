import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint';
import { taskSchema, taskTypeSchema, updateTaskBodySchema } from './tasks.schemas';

export const getTasks = defineEndpoint({
  method: 'GET',
  path: '/api/app/user/tasks',
  access: 'host',
  shape: 'designed',
  summary: "The host's tasks and their status (ours: the spec only shows the update).",
  response: z.object({ items: z.array(taskSchema) }),
});

// PATCH /api/app/user/task/{taskType}, body status; keeping manual types sets done.
export const updateTask = defineEndpoint({
  method: 'PATCH',
  path: '/api/app/user/task/:taskType',
  access: 'host',
  shape: 'spec',
  summary: "Set a task's status.",
  params: z.object({ taskType: taskTypeSchema }),
  body: updateTaskBodySchema,
  response: taskSchema,
});
