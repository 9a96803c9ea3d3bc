import { DomainError, wallClock } from '@hs/domain';
import type { CommandContext } from '../http/command-context.ts';

/** The signed-in user, or someone else when an administrator names them. */
export const targetOf = (userId: string | undefined, context: CommandContext, refusal: string): string => {
  const self = context.command.userId!;
  const target = userId ?? self;
  if (target !== self && context.command.role !== 'admin') {
    throw new DomainError('NotAllowed', refusal, ['userId']);
  }
  return target;
};

/** YYYY-MM-DDTHH:MM of `instant` on the site's clocks. */
export const siteDateTime = (instant: Date, timeZone: string): string => {
  const clock = wallClock(instant, timeZone);
  return `${clock.date}T${clock.time}`;
};
