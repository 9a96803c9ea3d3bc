import { CauseLevel, FishboneCategory } from '@hs/contracts';
import { causeLevelLabels, fishboneCategoryLabels } from '../investigation-labels';

/** The options of a cause's bone, after a "Choose a category" none. */
export const CategoryOptions = () => (
  <>
    <option value="">Choose a category</option>
    {FishboneCategory.options.map((c) => (
      <option key={c} value={c}>
        {fishboneCategoryLabels[c]}
      </option>
    ))}
  </>
);

/** The options of a cause's kind: immediate, contributing, root. */
export const CauseLevelOptions = () =>
  CauseLevel.options.map((level) => (
    <option key={level} value={level}>
      {causeLevelLabels[level]}
    </option>
  ));
