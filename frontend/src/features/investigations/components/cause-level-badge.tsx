import type { CauseLevel } from '@hs/contracts';
import { Badge } from '@/components/ui/badge';
import { causeLevelLabels, causeLevelTones } from '../investigation-labels';

export const CauseLevelBadge = ({ level }: { level: CauseLevel }) => (
  <Badge tone={causeLevelTones[level]}>{causeLevelLabels[level]}</Badge>
);
