/**
 * What every command carries besides its data. Time and the acting user arrive on the command so
 * deciders stay pure (no clock, no session lookups).
 */
export type CommandMetadata = {
  now: string;
  /** The calendar date (YYYY-MM-DD) of `now` in the site's time zone: what "today" means to users. */
  today: string;
  userId: string | null;
  userName: string | null;
  role: string | null;
};

export type Command<Type extends string, Data> = {
  type: Type;
  data: Data;
  metadata: CommandMetadata;
};

export type Event<Type extends string, Data> = {
  type: Type;
  data: Data;
};
