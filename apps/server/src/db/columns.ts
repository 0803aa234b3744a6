/** Column helpers every domain's tables use. */
import { sql } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** clock_timestamp, not now(): rows made in one transaction keep their insertion order. */
export const orderedCreatedAt = () =>
  timestamp('created_at', { withTimezone: true })
    .notNull()
    .default(sql`clock_timestamp()`);
