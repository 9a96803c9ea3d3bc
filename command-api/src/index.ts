export { commandApi, type CommandApiDeps } from './command-api.ts';
export { mapCommandError } from './http/error-table.ts';
export { createStartUpData } from './seed/start-up-data.ts';
export { seedDemoData } from './seed/seed.ts';
export { demoPeople } from './seed/sample-data.ts';
export { verifyAuditLog } from './audit/verify-audit-log.ts';
export { uploadLimitsOf, type UploadLimits } from './documents/upload-quota.ts';
export { claimExistingEmails } from './employees/claim-existing-emails.ts';
export { buildCommandApiApp, commandApiDeps, type CommandApiInfra, type CommandApiOptions } from './app.ts';
