/**
 * The FROM item that unpacks parameter `$param`, a JSON array of row objects, into typed columns
 * named after the objects' keys (quoted, so camelCase keys stay as they are). A batch's rows then
 * travel as one `JSON.stringify`, native in Node, instead of an array per column that pg escapes
 * element by element in JavaScript (docs/performance.md, "Rebuild"). A `json` column keeps its
 * value's text as written, an array column takes a JSON array.
 */
export const jsonRows = (param: number, alias: string, columns: Record<string, string>): string =>
  `json_to_recordset($${param}::json) AS ${alias}(${Object.entries(columns)
    .map(([key, type]) => `"${key}" ${type}`)
    .join(', ')})`;
