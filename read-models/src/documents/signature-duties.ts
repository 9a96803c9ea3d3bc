/**
 * Whether a document's signature requirement reaches an employee: a requirement with no department
 * and no role reaches everyone, otherwise members of a listed department (compared without case or
 * surrounding spaces, as departments are free text) and holders of a listed role. Read from the
 * employees table when asked, so a person who joins the department later must sign too and one
 * who leaves it no longer has to. `employee` may be a LEFT JOIN that found nobody.
 */
export const requiredOf = (document: string, employee: string): string =>
  `(${document}.requires_signature AND (
     (cardinality(${document}.signature_departments) = 0 AND cardinality(${document}.signature_roles) = 0)
     OR lower(btrim(${employee}.department)) IN (SELECT lower(btrim(d)) FROM unnest(${document}.signature_departments) d)
     OR ${employee}.role = ANY(${document}.signature_roles)))`;

/**
 * Who has to sign what, one row per active employee and published document in the library that
 * they must sign (by requirement or by assignment), and whether they signed its current version.
 * The base of the "to sign" lists and of documentation compliance (documentation-compliance.ts).
 */
export const SIGNATURE_DUTIES = `
  SELECT e.id AS user_id, d.id AS document_id, d.current_version,
         EXISTS (SELECT 1 FROM document_signatures s
                  WHERE s.document_id = d.id AND s.user_id = e.id AND s.document_version = d.current_version)
           AS signed_current_version
    FROM documents d
    JOIN employees e ON e.is_active
   WHERE d.retired_at IS NULL AND d.approval_status = 'published'
     AND (${requiredOf('d', 'e')}
          OR EXISTS (SELECT 1 FROM document_assignments a
                      WHERE a.document_id = d.id AND a.employee_id = e.id AND a.action = 'sign'))`;
