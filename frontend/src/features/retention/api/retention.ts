import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  RetentionEraseReport,
  RetentionPage,
  retentionRoutes,
  type RetentionEraseBody,
  type RetentionSettings,
} from '@hs/contracts';
import { z } from 'zod';
import { getJson, sendJson } from '@/lib/http';

const keys = { all: ['retention'] as const, page: (page: number) => ['retention', page] as const };

/** GET /api/admin/retention: the years kept and the incidents past them, one page. */
export const retentionQueryOptions = (page: number) =>
  queryOptions({
    queryKey: keys.page(page),
    queryFn: ({ signal }) => getJson(`${retentionRoutes.list}?page=${page}`, RetentionPage, signal),
    placeholderData: keepPreviousData,
  });

/** PUT /api/admin/retention/settings. */
export const useSaveRetention = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: RetentionSettings) =>
      sendJson('PUT', retentionRoutes.settings, settings, z.unknown()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
};

/** POST /api/admin/retention/erase: answers what was erased. */
export const useEraseRetained = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RetentionEraseBody) =>
      sendJson('POST', retentionRoutes.erase, body, RetentionEraseReport),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
};
