import {
  CommandResponse,
  CreatedResponse,
  routePattern,
  TrainingIdParams,
  trainingMatrixRoutes,
  TrainingRequirementBody,
  TrainingRequirementParams,
  TrainingValidityBody,
} from '@hs/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CommandApiDeps } from '../deps.ts';
import { commandContextOf } from '../http/command-context.ts';
import { withToken } from '../http/consistency-token.ts';
import { setTrainingValidity } from '../trainings/set-validity.ts';
import { removeTrainingRequirement, setTrainingRequirement } from '../trainings/training-requirements.ts';

/** Who must hold which course, and how long a completion holds (the training matrix). */
export const trainingRequirementRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (
  app,
  { store, clock },
) => {
  app.put(
    routePattern(trainingMatrixRoutes.validity, ':id'),
    {
      config: { access: 'officer' },
      schema: {
        tags: ['trainings'],
        summary: 'Set how many months a completion of the course holds (null: for good)',
        params: TrainingIdParams,
        body: TrainingValidityBody,
        response: { 200: CommandResponse },
      },
    },
    async (request, reply) =>
      withToken(
        reply,
        await setTrainingValidity(store, request.params.id, request.body, commandContextOf(request, clock)),
      ),
  );
  app.post(
    trainingMatrixRoutes.requirements,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['trainings'],
        summary: 'Require a course of a role, department, job title or person, with a grace for new hires',
        body: TrainingRequirementBody,
        response: { 201: CreatedResponse },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          withToken(
            reply,
            await setTrainingRequirement(store, request.body, commandContextOf(request, clock)),
          ),
        ),
  );
  app.delete(
    routePattern(trainingMatrixRoutes.requirement, ':id'),
    {
      config: { access: 'admin' },
      schema: {
        tags: ['trainings'],
        summary: 'Remove a requirement: the course is no longer owed under it',
        params: TrainingRequirementParams,
        response: { 200: CommandResponse },
      },
    },
    async (request, reply) =>
      withToken(
        reply,
        await removeTrainingRequirement(store, request.params.id, commandContextOf(request, clock)),
      ),
  );
};
