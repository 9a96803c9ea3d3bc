/**
 * Saves text as a file through a temporary object URL: no data reaches a URL bar or the server,
 * and the browser's download handling (and any "save as" prompt) applies.
 */
export const downloadTextFile = (fileName: string, content: string, type = 'text/plain'): void =>
  downloadBlob(fileName, new Blob([content], { type: `${type};charset=utf-8` }));

/** Saves a blob as a file, as downloadTextFile does. */
export const downloadBlob = (fileName: string, blob: Blob): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the download has started by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};
