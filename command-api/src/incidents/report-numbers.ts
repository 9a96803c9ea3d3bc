import type pg from 'pg';

/** Must equal the sequence's INCREMENT BY (migration 007). */
export const REPORT_NUMBER_BLOCK = 20;

/**
 * Hands out incident report numbers from blocks reserved with one `nextval` each (the hi/lo
 * pattern): `nextval` returning v reserves v-19..v. Unique across processes; each process counts
 * up through its own block, so numbers from two processes interleave, and a restart leaves a gap.
 */
export class ReportNumbers {
  private next = 0;
  private end = 0;
  private refilling: Promise<void> | null = null;

  constructor(private readonly pool: pg.Pool) {}

  async take(): Promise<number> {
    while (this.next >= this.end) {
      this.refilling ??= this.refill().finally(() => (this.refilling = null));
      await this.refilling;
    }
    return this.next++;
  }

  private async refill(): Promise<void> {
    const { rows } = await this.pool.query<{ n: string }>({
      name: 'report_number_block',
      text: "SELECT nextval('incident_report_number_seq') AS n",
    });
    const last = Number(rows[0]!.n);
    // The sequence's very first value is 1 (START 1): that block holds only the number 1.
    this.next = Math.max(1, last - REPORT_NUMBER_BLOCK + 1);
    this.end = last + 1;
  }
}
