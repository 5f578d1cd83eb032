import type { FastifyInstance } from 'fastify';
import { getTasks, updateTask } from '@hostdeck/contract/tasks/tasks.endpoints';
import { registerEndpoint } from '../../app/register-endpoint';
import type { Database } from '../../db/client';
import * as service from './tasks.service';

/** The host's tasks: list them and set one's status. */
export function registerTaskRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  registerEndpoint(app, getTasks, ({ auth }) => service.getTasks(db, auth.userId));
  registerEndpoint(app, updateTask, ({ auth, params, body }) =>
    service.updateTask(db, auth.userId, params.taskType, body),
  );
}
