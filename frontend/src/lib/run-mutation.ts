/** What a caller does with a mutation's outcome. */
export type Outcome<TData> = {
  onSuccess?: (data: TData) => void;
  onError?: (error: Error) => void;
};

/**
 * Runs a mutation and reports its outcome even if the calling component is gone by then.
 * TanStack Query drops the callbacks given to `mutate()` once their component unmounts, and the
 * refetch a command triggers often unmounts the very button that sent it (Cancel registration
 * becomes Register Now, an approved upload leaves its list), so its toast never showed.
 */
export const runMutation = <TData, TVariables>(
  mutation: { mutateAsync: (variables: TVariables) => Promise<TData> },
  variables: TVariables,
  { onSuccess, onError }: Outcome<TData>,
): void => {
  mutation.mutateAsync(variables).then(onSuccess, (error: unknown) => {
    onError?.(error instanceof Error ? error : new Error(String(error)));
  });
};
