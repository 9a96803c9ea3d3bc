import { useRef } from 'react';
import { Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/form-controls';
import { toast } from '@/components/ui/toast-store';

/**
 * The one-time password the server generated, shown once: the employee must replace it at first
 * sign-in, so the administrator never knows the password they end up with.
 */
export const TemporaryPassword = ({ password, name }: { password: string; name: string }) => {
  const inputRef = useRef<HTMLInputElement>(null);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(password);
      toast({ title: 'Password Copied', description: 'Hand it to the employee through a secure channel.' });
    } catch {
      // Plain http on a site network has no clipboard API: select the text for Ctrl+C instead.
      inputRef.current?.select();
      toast({
        title: 'Copy the Password',
        description: 'The password is selected: press Ctrl+C to copy it.',
      });
    }
  };

  return (
    <div className="grid gap-2">
      <label htmlFor="temporary-password" className="text-sm font-medium">
        Temporary password for {name}
      </label>
      <div className="flex flex-wrap gap-2">
        <Input
          ref={inputRef}
          id="temporary-password"
          value={password}
          readOnly
          aria-describedby="temporary-password-hint"
          className="min-w-48 flex-1 font-mono"
          onFocus={(e) => e.target.select()}
        />
        <Button variant="secondary" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          Copy<span className="sr-only"> temporary password</span>
        </Button>
      </div>
      <p id="temporary-password-hint" className="text-sm text-slate-700">
        Shown only now. It works for one sign-in, where the employee must choose their own password.
      </p>
    </div>
  );
};
