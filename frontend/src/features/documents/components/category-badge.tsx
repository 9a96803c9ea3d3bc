import type { DocumentCategory } from '@hs/contracts';
import { Badge } from '@/components/ui/badge';
import { categoryTone } from '../document-format';

export const CategoryBadge = ({ category }: { category: DocumentCategory }) => (
  <Badge tone={categoryTone[category]}>{category}</Badge>
);
