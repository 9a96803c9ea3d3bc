import { describe, expect, it } from 'vitest';
import { documentRoutes } from './documents.ts';
import { inspectionRoutes } from './inspections.ts';
import { routePattern, routes } from './routes.ts';

describe('route patterns from the path builders', () => {
  it('names each parameter where the client puts its value', () => {
    expect(routePattern(inspectionRoutes.answer, ':id', ':questionId')).toBe(
      '/api/inspections/:id/answers/:questionId',
    );
  });

  it('names a numeric parameter too', () => {
    expect(routePattern(documentRoutes.download, ':id', ':version')).toBe(
      '/api/documents/:id/versions/:version/download',
    );
  });

  it('leaves the links the client builds encoded', () => {
    expect(routes.incident('a:b/c')).toBe('/api/incidents/a%3Ab%2Fc');
  });
});
