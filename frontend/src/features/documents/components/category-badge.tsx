import { useTranslation } from 'react-i18next';
import type { DocumentCategory } from '@hs/contracts';
import { Badge } from '@/components/ui/badge';
import { categoryTone, categoryWord } from '../document-format';

export const CategoryBadge = ({ category }: { category: DocumentCategory }) => {
  const { t } = useTranslation('documents');
  return <Badge tone={categoryTone[category]}>{categoryWord(t, category)}</Badge>;
};
