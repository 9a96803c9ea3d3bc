import { useEffect, useState } from 'react';

/** An image document as an image, no wider than the space it has; the document's name is its text. */
export const ImageView = ({ file, name, onShown }: { file: Blob; name: string; onShown: () => void }) => {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  if (!url) return null;
  return <img src={url} alt={name} onLoad={onShown} className="mx-auto h-auto max-w-full rounded-md" />;
};
