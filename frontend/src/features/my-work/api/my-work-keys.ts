/** Query keys of My work; `all` covers the signed-in user's list and administrators' views of others. */
export const myWorkKeys = {
  all: ['my-work'] as const,
  mine: () => ['my-work', 'mine'] as const,
  ofUser: (userId: string) => ['my-work', 'user', userId] as const,
};
