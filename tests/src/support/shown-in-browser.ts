import type { APIRequestContext } from 'playwright-core';

/** A calendar day (YYYY-MM-DD) as the app's pages show it: "Dec 12, 2026". */
export const shownDay = (day: string): string =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The id of a demo user, read as the signed-in administrator reads the user list. */
export const userIdOf = async (request: APIRequestContext, baseUrl: string, username: string) => {
  const users = (await (await request.get(`${baseUrl}/api/users`)).json()) as {
    id: string;
    username: string;
  }[];
  const user = users.find((u) => u.username === username);
  if (!user) throw new Error(`No user ${username} in the demo data`);
  return user.id;
};
