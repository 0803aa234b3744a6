/** The review of a Dream-ITS report's flagged items (its own page, and a drawer on the report). */
export { FlaggedItems } from './FlaggedItems';
