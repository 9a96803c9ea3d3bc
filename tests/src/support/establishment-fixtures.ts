/** A complete, valid body of POST /api/establishments, named as asked. */
export const site = (name: string) => ({
  name,
  company: 'IPSI',
  streetAddress: '4800 Industrial Blvd',
  city: 'Houston',
  state: 'tx',
  zip: '77029',
  naicsCode: '325110',
  industryDescription: 'Petrochemical manufacturing',
  ein: '12-3456789',
  timeZone: 'America/Chicago',
});
