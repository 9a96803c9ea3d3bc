import { documentMessages, UploadDocumentFields, UploadVersionFields } from '@hs/contracts';
import type { UploadedFile } from '@hs/domain';
import { HttpProblem, type FieldError } from '@hs/infra/http';
import { checkDocumentType } from './file-type.ts';
import type { ReceivedUpload } from './receive-upload.ts';

/**
 * Checks a received upload (fields, one non-empty file whose content matches its type) and moves
 * the file into the blob store. Refusals name every problem at once and store nothing.
 */
export const acceptUpload = async (
  upload: ReceivedUpload,
  options: { needsFields: boolean },
): Promise<{ fields: UploadDocumentFields | null; changeNote: string | null; file: UploadedFile }> => {
  const errors: FieldError[] = [];
  let fields: UploadDocumentFields | null = null;
  let changeNote: string | null = null;
  if (options.needsFields) {
    const parsed = UploadDocumentFields.safeParse(upload.fields);
    if (parsed.success) fields = parsed.data;
    for (const issue of parsed.error?.issues ?? []) {
      const field = String(issue.path[0] ?? ('keys' in issue ? issue.keys[0] : 'body'));
      // "required" only for a missing or blank name: a name that cannot be stored says why.
      const reason =
        field === 'name' && (issue.code === 'too_small' || issue.code === 'invalid_type')
          ? documentMessages.nameRequired
          : field === 'category'
            ? documentMessages.categoryRequired
            : issue.code === 'unrecognized_keys'
              ? 'Unknown field'
              : issue.message;
      errors.push({ field, reason });
    }
  } else {
    const parsed = UploadVersionFields.safeParse(upload.fields);
    if (parsed.success) changeNote = parsed.data.changeNote ?? null;
    for (const issue of parsed.error?.issues ?? []) {
      if (issue.code === 'unrecognized_keys')
        errors.push(...issue.keys.map((field) => ({ field, reason: 'Unknown field' })));
      else errors.push({ field: String(issue.path[0] ?? 'body'), reason: issue.message });
    }
  }
  if (!upload.file) errors.push({ field: 'file', reason: documentMessages.fileRequired });
  else if (upload.file.staged.size === 0) errors.push({ field: 'file', reason: 'The file is empty' });
  if (errors.length > 0) {
    await upload.file?.staged.discard();
    const detail = errors.length === 1 ? errors[0]!.reason : 'Some fields are missing or invalid.';
    throw new HttpProblem(400, 'Invalid request', detail, errors);
  }
  const { staged, fileName } = upload.file!;
  const check = await checkDocumentType(fileName, staged);
  if (!check.ok) {
    await staged.discard();
    throw new HttpProblem(415, 'Unsupported file type', check.reason, [
      { field: 'file', reason: check.reason },
    ]);
  }
  await staged.commit();
  return {
    fields,
    changeNote,
    file: {
      sha256: staged.sha256,
      size: staged.size,
      mediaType: check.type.mediaType,
      fileType: check.type.fileType,
      originalName: fileName,
    },
  };
};
