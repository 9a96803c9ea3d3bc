import type { Cause, FishboneCategory } from '@hs/contracts';

/** The causes answering "why?" of `parentId` (null: of the incident itself), in the order added. */
export const whysUnder = (causes: readonly Cause[], parentId: string | null): Cause[] =>
  causes.filter((c) => c.analysis === 'five-whys' && c.parentId === parentId);

/** The causes on one bone of the fishbone. */
export const causesOnBone = (causes: readonly Cause[], category: FishboneCategory): Cause[] =>
  causes.filter((c) => c.analysis === 'fishbone' && c.category === category);

/** Every cause under `causeId`, however deep. */
export const causesUnder = (causes: readonly Cause[], causeId: string): Cause[] =>
  causes.filter((c) => c.parentId === causeId).flatMap((child) => [child, ...causesUnder(causes, child.id)]);
