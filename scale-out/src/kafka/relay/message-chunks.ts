import type { Message } from 'kafkajs';

/** Kafka refuses record batches over about 1 MB; the relay sends in chunks well below that. */
const MAX_CHUNK_BYTES = 512 * 1024;
/** What a record costs besides its value: key, headers, framing. */
const RECORD_OVERHEAD_BYTES = 200;

/** The messages in order, cut into sends that each stay under MAX_CHUNK_BYTES (one record may pass it alone). */
export const chunksOf = (messages: readonly Message[]): Message[][] => {
  const chunks: Message[][] = [[]];
  let bytes = 0;
  for (const message of messages) {
    const size = (message.value?.length ?? 0) + RECORD_OVERHEAD_BYTES;
    if (bytes + size > MAX_CHUNK_BYTES && chunks.at(-1)!.length > 0) {
      chunks.push([]);
      bytes = 0;
    }
    chunks.at(-1)!.push(message);
    bytes += size;
  }
  return chunks;
};
