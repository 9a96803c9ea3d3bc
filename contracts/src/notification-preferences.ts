// What a person's preferences are when they chose nothing, and what they cannot choose: the
// query API and the command API read these from here (neither may import domain/).
export {
  DEFAULT_DIGEST_HOUR,
  DEFAULT_NOTIFICATION_CHANNEL,
  LOCKED_NOTIFICATION_KINDS,
} from '@hs/domain/vocabulary';
