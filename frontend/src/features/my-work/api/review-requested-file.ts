import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CommandResponse, myWorkRoutes } from '@hs/contracts';
import { sendEmpty, sendJson } from '@/lib/http';
import { myWorkKeys } from './my-work-keys';

export type FileReview = { requestId: string } & ({ accept: true } | { accept: false; reason: string });

/** An administrator accepts the submitted file, or rejects it with a reason the employee reads. */
export const reviewRequestedFile = (review: FileReview) =>
  review.accept
    ? sendEmpty('POST', myWorkRoutes.acceptFile(review.requestId), CommandResponse)
    : sendJson('POST', myWorkRoutes.rejectFile(review.requestId), { reason: review.reason }, CommandResponse);

export const useReviewRequestedFile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewRequestedFile,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: myWorkKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['employees'] }),
      ]),
  });
};
