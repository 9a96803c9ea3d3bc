import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Label, NativeSelect } from '@/components/ui/form-controls';
import { LANGUAGES, isLanguage, switchLanguage, type Language } from '@/lib/i18n';

type LanguagePickerProps = {
  /** After the interface has switched: a signed-in user's choice is also saved for them. */
  onChosen?: (language: Language) => void;
  className?: string;
};

/** The interface's language, each option named in its own language so anyone can find theirs. */
export const LanguagePicker = ({ onChosen, className }: LanguagePickerProps) => {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  return (
    <div className={className}>
      <Label htmlFor={id}>{t('language.label')}</Label>
      <NativeSelect
        id={id}
        className="mt-1 h-11"
        value={i18n.language}
        onChange={async (event) => {
          const language = event.target.value;
          if (!isLanguage(language)) return;
          await switchLanguage(language);
          onChosen?.(language);
        }}
      >
        {LANGUAGES.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
};
