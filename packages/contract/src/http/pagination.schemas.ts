import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';
import { queryInt } from './query.schemas';

/**
 * Pagination of every list we answer: page, page size, total and page count. The shape and the
 * default page size are our choice, the same for all lists.
 */
export const paginationSchema = z.object({
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  total: z.number().int().min(0),
  pageCount: z.number().int().min(0),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** `page` (1-based, default 1) and an optional `limit`. */
export const pageQuerySchema = z.object({
  page: queryInt({ min: 1 }).default(1),
  limit: queryInt({ min: 1, max: MAX_PAGE_SIZE }).default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.input<typeof pageQuerySchema>;

/** A page of items with its pagination. */
export function paginated<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), pagination: paginationSchema });
}

/** Builds the pagination block from a page, a page size and a total; pageCount is 0 for no items. */
export function makePagination(page: number, pageSize: number, total: number): Pagination {
  return { page, pageSize, total, pageCount: Math.ceil(total / pageSize) };
}
