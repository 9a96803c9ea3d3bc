import { useTranslation } from 'react-i18next';
import { CircleCheck, CircleMinus } from 'lucide-react';

/** A stored yes/no answer; the word is shown, the icon only repeats it. */
export const YesNo = ({ value }: { value: boolean }) => {
  const { t } = useTranslation('incidents');
  return value ? (
    <span className="inline-flex items-center gap-1.5 font-medium text-green-800">
      <CircleCheck className="size-4" aria-hidden="true" />
      {t('detail.yes')}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1.5 text-slate-700">
      <CircleMinus className="size-4" aria-hidden="true" />
      {t('detail.no')}
    </span>
  );
};
