import { DomainError } from '@hs/domain';
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
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
};
