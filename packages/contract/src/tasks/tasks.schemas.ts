import { z } from 'zod';

// Tasks
export const taskTypeSchema = z.enum(['bulk_switch_to_instant_booking', 'bulk_switch_to_other_booking_type']);
export type TaskType = z.infer<typeof taskTypeSchema>;

export const taskStatusSchema = z.enum(['not_started', 'in_progress', 'done', 'hidden']);
export type TaskStatus = z.infer<typeof taskStatusSchema>;

export const taskSchema = z.object({
  taskType: taskTypeSchema,
  status: taskStatusSchema,
  updatedAt: z.string(),
});
export type Task = z.infer<typeof taskSchema>;

export const updateTaskBodySchema = z.object({ status: taskStatusSchema }).strict();
export type UpdateTaskBody = z.infer<typeof updateTaskBodySchema>;
