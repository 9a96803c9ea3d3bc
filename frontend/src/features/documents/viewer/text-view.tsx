import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '@/components/ui/status-message';

/** A plain-text document as text: React escapes it, and long lines wrap on a phone. */
export const TextView = ({ file, name, onShown }: { file: Blob; name: string; onShown: () => void }) => {
  const { t } = useTranslation('documents');
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setText(null);
    void file.text().then((content) => {
      if (!live) return;
      setText(content);
      onShown();
    });
    return () => {
      live = false;
    };
  }, [file, onShown]);
  if (text === null) return <StatusMessage kind="loading">{t('viewer.loading')}</StatusMessage>;
  return (
    <div
      role="region"
      aria-label={t('viewer.textOf', { name })}
      tabIndex={0}
      className="max-h-[70vh] overflow-auto rounded-md border border-slate-200 bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
    >
      <pre
        translate="no"
        className="p-4 font-mono text-sm whitespace-pre-wrap text-slate-900 [overflow-wrap:anywhere]"
      >
        {text}
      </pre>
    </div>
  );
};
