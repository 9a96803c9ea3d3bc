import { MAX_YEARS_AHEAD } from '@hs/domain/vocabulary';

// The field bounds and the date registry are the domain's, since the recording decision's schema
// (in the domain) uses them: one registry holds the bounds of every date field.
export {
  EARLIEST_DATE,
  LATEST_DATE,
  dateBounds,
  text,
  rawText,
  boundedDate,
  type DateBounds,
} from '@hs/domain/recording';

/** How far ahead a deadline or due date may be set, counted from today (the server's rule, in domain/, for the date pickers). */
export { MAX_YEARS_AHEAD };

/** The largest value of a PostgreSQL int column. */
export const INT4_MAX = 2_147_483_647;
