import { Readable } from 'node:stream';
import { MAX_UPLOAD_BYTES } from '@hs/contracts';
import { DomainError, type DocumentCategory } from '@hs/domain';
import { ConcurrencyError, type EventStore } from '@hs/infra/event-store';
import type { BlobStore } from '@hs/infra/blobs';
import { idFromIdempotencyKey } from '../commands/idempotency.ts';
import { checkDocumentType } from '../documents/file-type.ts';
import { setSignatureRequirement } from '../documents/set-signature-requirement.ts';
import { uploadDocument } from '../documents/upload-document.ts';
import { samplePdf } from './sample-pdf.ts';
import { systemContext } from './system-context.ts';

type SampleDocument = {
  name: string;
  category: DocumentCategory;
  fileName: string;
  lines: string[];
  /** Days from the first start until signatures are due; absent: no signature required. */
  signWithinDays?: number;
  instructions?: string;
};

/** The library of the demo: the documents the assignment form names, and an SDS. */
export const sampleDocuments: SampleDocument[] = [
  {
    name: 'Safety Manual',
    category: 'Policy',
    fileName: 'safety-manual.pdf',
    lines: [
      'Every employee follows this manual on every site.',
      'Wear the protective equipment your task requires.',
      'Report every incident and near miss within 24 hours.',
      'Stop work you believe is unsafe and tell your supervisor.',
    ],
    signWithinDays: 30,
    instructions: 'Read the whole manual, then sign to confirm you have reviewed and understood it.',
  },
  {
    name: 'Emergency Procedures',
    category: 'Procedures',
    fileName: 'emergency-procedures.pdf',
    lines: [
      'Fire: raise the alarm, leave by the nearest exit, meet at the assembly point.',
      'Chemical spill: clear the area and call the safety team.',
      'Injury: give first aid if trained and call the 24/7 safety hotline.',
    ],
    signWithinDays: 14,
    instructions: 'Check the assembly point of your building before signing.',
  },
  {
    name: 'Equipment Guidelines',
    category: 'Training',
    fileName: 'equipment-guidelines.txt',
    lines: [
      'Inspect equipment before each shift.',
      'Lock out and tag out machines before maintenance.',
      'Never bypass a guard or an interlock.',
    ],
  },
  {
    name: 'Compliance Form',
    category: 'Assessment',
    fileName: 'compliance-form.pdf',
    lines: ['Department:', 'Inspection date:', 'Findings:', 'Corrective actions:', 'Signed off by:'],
  },
  {
    name: 'Acetone Safety Data Sheet',
    category: 'SDS',
    fileName: 'acetone-sds.pdf',
    lines: [
      'Hazards: highly flammable liquid and vapour; causes serious eye irritation.',
      'Handling: keep away from heat and sparks; use in a well-ventilated area.',
      'First aid: rinse eyes with water for several minutes.',
    ],
  },
];

const contentOf = (doc: SampleDocument): Buffer =>
  doc.fileName.endsWith('.pdf')
    ? samplePdf(doc.name, doc.lines)
    : Buffer.from(`${doc.name}\n\n${doc.lines.join('\n')}\n`, 'utf8');

const addDate = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Sample documents through the same commands and checks as an upload, under fixed ids so a
 * restart adds nothing. A signature requirement is set only when the document is new.
 */
export const seedSampleDocuments = async (store: EventStore, blobs: BlobStore): Promise<void> => {
  for (const doc of sampleDocuments) {
    const documentId = idFromIdempotencyKey('seed', `document:${doc.name}`);
    const staged = await blobs.stage(Readable.from([contentOf(doc)]), { maxBytes: MAX_UPLOAD_BYTES });
    const check = await checkDocumentType(doc.fileName, staged);
    if (!check.ok) throw new Error(`sample document ${doc.fileName}: ${check.reason}`);
    await staged.commit();
    const file = { sha256: staged.sha256, size: staged.size, ...check.type, originalName: doc.fileName };
    try {
      const fields = { name: doc.name, category: doc.category };
      await uploadDocument(store, fields, file, systemContext('SeedSampleDocuments'), documentId);
    } catch (error) {
      if (error instanceof ConcurrencyError) continue;
      if (error instanceof DomainError && error.code === 'DocumentAlreadyExists') continue;
      throw error;
    }
    if (doc.signWithinDays !== undefined) {
      await setSignatureRequirement(
        store,
        documentId,
        {
          requiresSignature: true,
          deadline: addDate(doc.signWithinDays),
          instructions: doc.instructions ?? null,
        },
        systemContext('SeedSampleDocuments'),
      );
    }
  }
};
