import { randomFillSync } from 'node:crypto';
import { v7 } from 'uuid';

/**
 * Random bytes taken 16 at a time from a pool refilled 4 KiB at a time: uuid's own source asks
 * crypto.getRandomValues for 16 bytes per id, which was most of an id's cost on the append path
 * (docs/performance.md, "Ids"). Node's randomUUID pools its entropy the same way.
 */
const POOL_SIZE = 4096;
const pool = Buffer.alloc(POOL_SIZE);
let taken = POOL_SIZE;

const randomBytes16 = (): Uint8Array => {
  if (taken + 16 > POOL_SIZE) {
    randomFillSync(pool);
    taken = 0;
  }
  taken += 16;
  return pool.subarray(taken - 16, taken);
};

/**
 * The millisecond and counter of the last id, as uuid keeps them when it draws its own bytes (it
 * does not when it is given them): a new millisecond starts the counter at random 31 bits, each
 * further id of the same millisecond adds one, and an overflow borrows the next millisecond.
 */
const last = { msecs: -Infinity, seq: 0 };

const advance = (now: number, random: Uint8Array) => {
  if (now > last.msecs) {
    last.msecs = now;
    last.seq = ((random[6]! & 0x7f) << 24) | (random[7]! << 16) | (random[8]! << 8) | random[9]!;
  } else {
    last.seq = (last.seq + 1) | 0;
    if (last.seq === 0) last.msecs += 1;
  }
};

/**
 * A new id for a record or an event: a time-ordered UUID (RFC 9562 version 7: the millisecond, a
 * counter within it, random bits). Ids made one after another sort one after another, so each new
 * stream, event and read-model row lands at the right-hand edge of its primary key instead of at a
 * random page of it, which measurably cut PostgreSQL's work per appended event
 * (docs/performance.md, "Ids"). Ids are not secrets: access is checked on every request, and
 * session tokens come from randomBytes.
 */
export const newId = (): string => {
  const random = randomBytes16();
  advance(Date.now(), random);
  return v7({ random, msecs: last.msecs, seq: last.seq });
};
