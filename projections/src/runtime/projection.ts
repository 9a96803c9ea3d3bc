// The read models' own shape lives with them (read-models); the runner adds its status.
export type { Projection, ProjectionTable } from '@hs/read-models';

export type ProjectionStatus = {
  name: string;
  state: 'starting' | 'running' | 'standby' | 'retrying' | 'failed' | 'stopped';
  checkpoint: string;
  /** The last event this instance parked because its handler could not apply it (parked-events.ts). */
  lastParked: { eventId: string; streamId: string; type: string; position: string; error: string } | null;
};
