import { queryOptions } from '@tanstack/react-query';
import { TrainingCertificate, trainingCertificateRoutes, type CertificateStatus } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { trainingKeys } from '@/lib/query-keys/training-keys';

const Certificates = TrainingCertificate.array();

/** GET /api/training-certificates: the caller's own, a supervisor's department, or all (safety team). */
export const certificatesQueryOptions = (status: CertificateStatus | '') =>
  queryOptions({
    queryKey: trainingKeys.certificates(status),
    queryFn: ({ signal }) =>
      getJson(
        status
          ? `${trainingCertificateRoutes.certificates}?status=${status}`
          : trainingCertificateRoutes.certificates,
        Certificates,
        signal,
      ),
  });
