/**
 * What the management calls (institutions, their tools and authorisation rows, staff, roles) share:
 * ids, paging, optional fields, and the by-id read and delete. Query schemas are not strict: the
 * call client appends a random `_` to every GET.
 */
import { z } from 'zod';
import { calendarDate, childName } from '../children/api';

export const MANAGEMENT_PAGE_SIZE_MAX = 100;

export const id = z.string().trim().min(1).max(64);
/** Empty query values (an untouched search field) count as absent. */
export const filter = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
export const paging = {
  current: filter(z.coerce.number().int().min(1).max(100_000)),
  pageSize: filter(z.coerce.number().int().min(1).max(MANAGEMENT_PAGE_SIZE_MAX)),
};
/** A display name: 1–50 characters, no control characters (the child-name rule). */
export const displayName = childName;
export const optionalText = (max: number) => z.union([z.literal('').transform(() => null), z.null(), z.string().trim().max(max)]).optional();
export const optionalDate = z.union([z.literal('').transform(() => null), z.null(), calendarDate]).optional();
export const count = z.coerce.number().int().min(0).max(100_000_000);

export const idQuery = z.object({ _id: id });
export const deleteByIdBody = z.strictObject({ _id: id });
export const deletedResult = z.object({ deleted: z.number().int() });
