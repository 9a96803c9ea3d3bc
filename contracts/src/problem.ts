import { z } from 'zod';

/** RFC 9457 problem details, the body of every error answer. */
export const Problem = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  errors: z.array(z.object({ field: z.string(), reason: z.string() })).optional(),
});
export type Problem = z.infer<typeof Problem>;
