import { multipart } from './multipart.ts';
import { pdfFile } from './sample-files.ts';
import type { TestApp } from './test-app.ts';

/** The fields a new document is uploaded with; a new version of one sends its file alone. */
const fieldsFor = (url: string, name: string) =>
  url === '/api/documents'
    ? [
        { name: 'name', value: name },
        { name: 'category', value: 'Policy' },
      ]
    : [];

/** Posts a PDF of its own content, `${name}.pdf`, to `url` as the user of `cookie`. */
export const injectPdfUpload = (
  t: TestApp,
  cookie: string,
  url: string,
  name: string,
  fields: { name: string; value: string }[] = fieldsFor(url, name),
) => {
  const body = multipart([
    ...fields,
    { name: 'file', fileName: `${name}.pdf`, content: pdfFile(`${name} ${Math.random()}`) },
  ]);
  return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, cookie } });
};
