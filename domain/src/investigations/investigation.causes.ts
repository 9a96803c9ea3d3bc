import { DomainError } from '../shared/domain-error.ts';
import type { AddInvestigationCause } from './investigation.commands.ts';
import type { CauseNode } from './investigation.state.ts';
import type { FishboneCategory } from './investigation.vocabulary.ts';

/** Whys deeper than this have left the workplace (the contract's MAX_WHY_DEPTH). */
export const MAX_WHY_DEPTH = 10;

const depthOf = (causes: Record<string, CauseNode>, causeId: string | null): number => {
  let depth = 0;
  for (let id = causeId; id !== null && causes[id]; id = causes[id]!.parentId) depth += 1;
  return depth;
};

/**
 * A five-whys cause answers its parent's "why?" (or the incident's) and has no category; a
 * fishbone cause sits on a category's bone, under another cause of the same bone or on the bone.
 */
export const checkCausePlace = (
  causes: Record<string, CauseNode>,
  { analysis, parentId, category }: Pick<AddInvestigationCause['data'], 'analysis' | 'parentId' | 'category'>,
  /** How many levels the cause brings with it (a moved cause: itself and the deepest chain under it). */
  height = 1,
): void => {
  const parent = parentId === null ? null : causes[parentId];
  if (parent === undefined)
    throw new DomainError('UnknownCause', 'The cause this one answers is not in the investigation.', [
      'parentId',
    ]);
  if (parent && parent.analysis !== analysis)
    throw new DomainError('MissingRequiredInformation', 'A cause stays within its own analysis.', [
      'parentId',
    ]);
  if (analysis === 'five-whys') {
    if (category !== null)
      throw new DomainError('MissingRequiredInformation', 'A why has no fishbone category.', ['category']);
    if (depthOf(causes, parentId) + height > MAX_WHY_DEPTH)
      throw new DomainError('MissingRequiredInformation', `At most ${MAX_WHY_DEPTH} whys deep.`, [
        'parentId',
      ]);
    return;
  }
  if (category === null)
    throw new DomainError('MissingRequiredInformation', 'Choose the fishbone category.', ['category']);
  if (parent && parent.category !== category)
    throw new DomainError('MissingRequiredInformation', 'A cause stays on its own bone.', ['category']);
};

/** Only a leaf no action answers may go: removing more would orphan whys or actions. */
export const checkRemovable = (causes: Record<string, CauseNode>, causeId: string): void => {
  const cause = causes[causeId];
  if (!cause) throw new DomainError('UnknownCause', 'No such cause in this investigation.');
  if (Object.values(causes).some((c) => c.parentId === causeId))
    throw new DomainError('InvestigationStateConflict', 'Remove the causes under it first.');
  if (cause.actionIds.length > 0)
    throw new DomainError('InvestigationStateConflict', 'A corrective action answers this cause: it stays.');
};

const childrenOf = (causes: Record<string, CauseNode>, causeId: string) =>
  Object.keys(causes).filter((id) => causes[id]!.parentId === causeId);

/** The cause and every cause under it. */
const subtreeOf = (causes: Record<string, CauseNode>, causeId: string): string[] => [
  causeId,
  ...childrenOf(causes, causeId).flatMap((id) => subtreeOf(causes, id)),
];

const heightOf = (causes: Record<string, CauseNode>, causeId: string): number =>
  1 + Math.max(0, ...childrenOf(causes, causeId).map((id) => heightOf(causes, id)));

/**
 * A cause moves within its own analysis, never under itself or a cause under it; on the fishbone it
 * changes bone only with nothing under it (those causes would be left on the old bone).
 */
export const checkCauseMove = (
  causes: Record<string, CauseNode>,
  causeId: string,
  to: { parentId: string | null; category: FishboneCategory | null },
): void => {
  const cause = causes[causeId]!;
  if (to.parentId !== null && subtreeOf(causes, causeId).includes(to.parentId))
    throw new DomainError(
      'MissingRequiredInformation',
      'A cause cannot go under itself or a cause under it.',
      ['parentId'],
    );
  if (to.category !== cause.category && childrenOf(causes, causeId).length > 0)
    throw new DomainError(
      'InvestigationStateConflict',
      'Move the causes under it first: they stay on their bone.',
      ['category'],
    );
  checkCausePlace(causes, { analysis: cause.analysis, ...to }, heightOf(causes, causeId));
};
