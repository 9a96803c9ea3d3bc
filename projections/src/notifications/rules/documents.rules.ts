import type { Stored } from '@hs/read-models';
import type { RuleContext } from '../rule.ts';
import { ruleOf } from '../rule-of.ts';
import { day, peopleOf, short, streamIdOf, tell } from './telling.ts';

type Published = {
  name: string;
  requires_signature: boolean;
  signature_deadline: string | null;
  current_version: number;
};

/** The document as the library shows it, when it is published and not retired (null otherwise). */
const publishedDocument = async (ctx: RuleContext, documentId: string): Promise<Published | null> => {
  const { rows } = await ctx.client.query<Published>(
    `SELECT name, requires_signature, to_char(signature_deadline, 'YYYY-MM-DD') AS signature_deadline,
            current_version
       FROM documents WHERE id = $1 AND retired_at IS NULL AND approval_status = 'published'`,
    [documentId],
  );
  return rows[0] ?? null;
};

/**
 * Active people a signature requirement reaches and who have not signed `version`: no department
 * and no role reaches everyone, else members of a department (compared without case or spaces, as
 * the library does) and holders of a role.
 */
const mustSign = async (ctx: RuleContext, documentId: string, version: number): Promise<string[]> => {
  const { rows } = await ctx.client.query<{ id: string }>(
    `SELECT e.id FROM documents d JOIN employees e ON e.is_active
      WHERE d.id = $1 AND d.requires_signature
        AND ((cardinality(d.signature_departments) = 0 AND cardinality(d.signature_roles) = 0)
             OR lower(btrim(e.department)) IN (SELECT lower(btrim(x)) FROM unnest(d.signature_departments) x)
             OR e.role = ANY(d.signature_roles))
        AND NOT EXISTS (SELECT 1 FROM document_signatures s
                         WHERE s.document_id = d.id AND s.user_id = e.id AND s.document_version = $2)
      ORDER BY e.id`,
    [documentId, version],
  );
  return rows.map((r) => r.id);
};

/** Who signed an earlier version and not this one. */
const earlierSigners = async (ctx: RuleContext, documentId: string, version: number): Promise<string[]> => {
  const { rows } = await ctx.client.query<{ user_id: string }>(
    `SELECT DISTINCT user_id FROM document_signatures s
      WHERE document_id = $1 AND document_version < $2
        AND NOT EXISTS (SELECT 1 FROM document_signatures t
                         WHERE t.document_id = s.document_id AND t.user_id = s.user_id AND t.document_version = $2)
      ORDER BY user_id`,
    [documentId, version],
  );
  return rows.map((r) => r.user_id);
};

const signBody = (document: Published) =>
  document.signature_deadline
    ? `Please read and sign it by ${day(document.signature_deadline)}.`
    : 'Please read and sign it.';

/** The version a publishing event puts in force, or null when it waits for approval. */
const publishedVersion = (
  event: Stored<'DocumentVersionUploaded' | 'DocumentVersionApproved'>,
): number | null => {
  if (event.type === 'DocumentVersionApproved') return event.data.version;
  return event.data.needsApproval ? null : event.data.file.version;
};

/** A requirement set on a published document, or a document's first version approved with one. */
export const documentSignatureRequired = ruleOf({
  name: 'document-signature-required',
  reads: ['documents'],
  events: { DocumentSignatureRequirementSet: true, DocumentVersionApproved: true },
  follows: (event) =>
    event.type === 'DocumentSignatureRequirementSet'
      ? event.data.requiresSignature
      : event.data.version === 1,
  async react(event, ctx) {
    const documentId = streamIdOf(event);
    const document = await publishedDocument(ctx, documentId);
    if (!document?.requires_signature) return {};
    const people = await peopleOf(ctx, await mustSign(ctx, documentId, document.current_version));
    return {
      notify: tell(people, {
        kind: 'document-signature',
        rule: 'document-signature-required',
        subject: { type: 'document', id: documentId },
        link: `/documents/${documentId}`,
        title: `Your signature is required on "${short(document.name)}"`,
        body: signBody(document),
      }),
    };
  },
});

/** A new version in force: who signed an earlier one, and everyone who must sign it. */
export const documentNewVersion = ruleOf({
  name: 'document-new-version',
  reads: ['documents'],
  events: { DocumentVersionUploaded: true, DocumentVersionApproved: true },
  follows: (event) => {
    const version = publishedVersion(event);
    return version !== null && version > 1;
  },
  async react(event, ctx) {
    const documentId = streamIdOf(event);
    const version = publishedVersion(event)!;
    const document = await publishedDocument(ctx, documentId);
    if (!document) return {};
    const ids = [
      ...(await earlierSigners(ctx, documentId, version)),
      ...(document.requires_signature ? await mustSign(ctx, documentId, version) : []),
    ];
    return {
      notify: tell(await peopleOf(ctx, ids), {
        kind: 'document-signature',
        rule: 'document-new-version',
        subject: { type: 'document', id: documentId },
        link: `/documents/${documentId}`,
        title: `New version ${version} of "${short(document.name)}"`,
        body: document.requires_signature
          ? signBody(document)
          : 'You signed an earlier version. Please read this one.',
      }),
    };
  },
});
