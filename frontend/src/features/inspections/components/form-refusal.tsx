import { cn } from '@/lib/cn';
import { failureText, fieldErrors } from '@/lib/http';

/** The server's refusal that names no field, under its form (a named one sits by its field). */
export const FormRefusal = ({
  error,
  fallback,
  className,
}: {
  error: Error | null;
  fallback: string;
  className?: string;
}) =>
  error && Object.keys(fieldErrors(error)).length === 0 ? (
    <p role="alert" className={cn('text-sm font-medium text-red-700', className)}>
      {failureText(error, fallback)}
    </p>
  ) : null;
