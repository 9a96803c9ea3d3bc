/*
 * The industry lists of 29 CFR 1904 that decide who submits to OSHA's Injury Tracking Application,
 * as NAICS prefixes: an establishment's 6-digit code is in a list when it starts with one of them
 * ("31" covers the whole 31-33 range's first sector, so 31, 32 and 33 are each listed).
 * Transcribed from the eCFR text of the final rule of July 21, 2023 (88 FR 47254), NAICS 2017:
 * https://www.ecfr.gov/current/title-29/subtitle-B/chapter-XVII/part-1904
 * Check them against the eCFR when OSHA amends the appendices.
 */

/**
 * Appendix A to Subpart E, "Designated Industries for § 1904.41(a)(1)(i)": establishments with 20 to
 * 249 employees in these industries submit the Form 300A.
 */
export const APPENDIX_A_SUBPART_E: readonly string[] = [
  '11', '22', '23', '31', '32', '33', '42',
  '4413', '4421', '4422', '4441', '4442', '4451', '4452', '4522', '4523', '4533', '4542', '4543',
  '4811', '4841', '4842', '4851', '4852', '4853', '4854', '4855', '4859', '4871', '4881', '4882',
  '4883', '4884', '4889', '4911', '4921', '4922', '4931',
  '5152', '5311', '5321', '5322', '5323', '5617', '5621', '5622', '5629',
  '6219', '6221', '6222', '6223', '6231', '6232', '6233', '6239', '6242', '6243',
  '7111', '7112', '7121', '7131', '7132', '7211', '7212', '7223', '8113', '8123',
]; // prettier-ignore

/**
 * Appendix B to Subpart E, "Designated Industries for § 1904.41(a)(2)": establishments with 100 or
 * more employees in these industries also submit the Forms 300 and 301 (the case data file).
 */
export const APPENDIX_B_SUBPART_E: readonly string[] = [
  '1111', '1112', '1113', '1114', '1119', '1121', '1122', '1123', '1129', '1133', '1141', '1142',
  '1151', '1152', '1153', '2213', '2381',
  '3111', '3113', '3114', '3115', '3116', '3117', '3118', '3119', '3121', '3161', '3162', '3211',
  '3212', '3219', '3261', '3262', '3271', '3272', '3273', '3279', '3312', '3314', '3315', '3321',
  '3323', '3324', '3325', '3326', '3327', '3328', '3331', '3335', '3361', '3362', '3363', '3366',
  '3371', '3372', '3379',
  '4231', '4233', '4235', '4239', '4244', '4248',
  '4413', '4422', '4441', '4442', '4451', '4522', '4523', '4533', '4543',
  '4811', '4841', '4842', '4851', '4852', '4853', '4854', '4859', '4871', '4881', '4883', '4889',
  '4911', '4921', '4931', '5322', '5621', '5622',
  '6219', '6221', '6222', '6223', '6231', '6232', '6233', '6239', '6243',
  '7111', '7112', '7131', '7211', '7212', '7223',
]; // prettier-ignore

/**
 * Appendix A to Subpart B, "Partially Exempt Industries" (1904.2): they keep no OSHA records unless
 * OSHA or the BLS asks in writing, so they submit nothing either (1904.41(a)(1)(ii) counts only
 * establishments "required to keep records").
 */
export const PARTIALLY_EXEMPT_SUBPART_B: readonly string[] = [
  '4412', '4431', '4461', '4471', '4481', '4482', '4483', '4511', '4512', '4531', '4532',
  '4812', '4861', '4862', '4869', '4879', '4885',
  '5111', '5112', '5121', '5122', '5151', '5172', '5173', '5179', '5181', '5182', '5191',
  '5211', '5221', '5222', '5223', '5231', '5232', '5239', '5241', '5242', '5251', '5259',
  '5312', '5331', '5411', '5412', '5413', '5414', '5415', '5416', '5417', '5418', '5511',
  '5611', '5614', '5615', '5616', '6111', '6112', '6113', '6114', '6115', '6116', '6117',
  '6211', '6212', '6213', '6214', '6215', '6244', '7114', '7115', '7213', '7221', '7222', '7224',
  '7225', '8112', '8114', '8121', '8122', '8131', '8132', '8133', '8134', '8139',
]; // prettier-ignore

/** The listed prefix a NAICS code falls under, or null when the list does not name its industry. */
export const listedPrefix = (naicsCode: string, list: readonly string[]): string | null =>
  list.find((prefix) => naicsCode.startsWith(prefix)) ?? null;

/** The 4-digit industry group a reason names ("industry 2111"). */
export const industryGroup = (naicsCode: string): string => naicsCode.slice(0, 4);
