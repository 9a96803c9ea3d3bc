import type { FastifyReply } from 'fastify';

export type FieldError = { field: string; reason: string };

/** RFC 9457 problem details: the body of every error answer of both APIs. */
export type ProblemBody = {
  type: string;
  title: string;
  status: number;
  detail?: string;
  errors?: FieldError[];
};

export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    detail?: string,
    readonly errors?: FieldError[],
  ) {
    super(detail ?? title);
    this.name = 'HttpProblem';
  }

  toBody(): ProblemBody {
    return problemBody(
      this.status,
      this.title,
      this.message === this.title ? undefined : this.message,
      this.errors,
    );
  }
}

const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const problemBody = (
  status: number,
  title: string,
  detail?: string,
  errors?: FieldError[],
): ProblemBody => ({
  type: `/problems/${slug(title)}`,
  title,
  status,
  ...(detail ? { detail } : {}),
  ...(errors && errors.length > 0 ? { errors } : {}),
});

export const sendProblem = (reply: FastifyReply, problem: ProblemBody): FastifyReply =>
  reply.code(problem.status).type('application/problem+json').send(problem);
