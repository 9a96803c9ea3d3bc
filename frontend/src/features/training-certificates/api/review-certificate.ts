import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CommandResponse, trainingCertificateRoutes } from '@hs/contracts';
import { sendEmpty, sendJson } from '@/lib/http';
import { trainingKeys } from '@/lib/query-keys/training-keys';

export type CertificateReview = { id: string } & ({ accept: true } | { accept: false; reason: string });

/** The safety team accepts a certificate (it counts in the matrix) or rejects it with a reason. */
export const reviewCertificate = (review: CertificateReview) =>
  review.accept
    ? sendEmpty('POST', trainingCertificateRoutes.accept(review.id), CommandResponse)
    : sendJson(
        'POST',
        trainingCertificateRoutes.reject(review.id),
        { reason: review.reason },
        CommandResponse,
      );

export const useReviewCertificate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewCertificate,
    // The matrix's cells sit under the same key: an acceptance turns a cell held.
    onSettled: () => queryClient.invalidateQueries({ queryKey: trainingKeys.all }),
  });
};
