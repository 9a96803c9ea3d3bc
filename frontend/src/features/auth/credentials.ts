export interface CredentialErrors {
  username?: string;
  password?: string;
}

/** Username and password are required (the texts of LoginBody in @hs/contracts). */
export const checkCredentials = (username: string, password: string): CredentialErrors => ({
  ...(username.trim() ? {} : { username: 'Username is required' }),
  ...(password ? {} : { password: 'Password is required' }),
});
