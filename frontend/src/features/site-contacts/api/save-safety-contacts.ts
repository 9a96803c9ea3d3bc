import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CommandResponse, settingsRoutes, type SafetyContactsBody } from '@hs/contracts';
import { sendJson } from '@/lib/http';
import { siteSettingsQueryOptions } from '@/lib/site-settings';

/** PUT /api/admin/safety-contacts (admin); every screen's contacts are read again after it. */
export const useSaveSafetyContacts = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SafetyContactsBody) =>
      sendJson('PUT', settingsRoutes.safetyContacts, body, CommandResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteSettingsQueryOptions().queryKey }),
  });
};
