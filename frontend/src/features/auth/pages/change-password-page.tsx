import { useState } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/components/ui/toast-store';
import { PasswordChangeForm } from '../components/password-change-form';

/** /account/password, from the user menu. Changing it signs the user out on their other devices. */
export const ChangePasswordPage = () => {
  // A new form after each change, so no password stays in the fields.
  const [round, setRound] = useState(0);
  return (
    <>
      <PageHeader
        title="Change password"
        description="Your other devices are signed out when you change it."
      />
      <Card className="max-w-lg">
        <CardContent className="py-6">
          <PasswordChangeForm
            key={round}
            currentLabel="Current password"
            submitLabel="Change password"
            onChanged={() => {
              toast({ title: 'Password changed', description: 'Your other devices have been signed out.' });
              setRound((n) => n + 1);
            }}
          />
        </CardContent>
      </Card>
    </>
  );
};
