import { toast } from '@/components/ui/toast-store';
import { failureText } from '@/lib/http';

/** A save the server refused: its field reasons go next to the fields, and a toast says it was not saved. */
export const showNotSaved = (form: { fromServer: (failure: unknown) => boolean }, error: unknown) => {
  form.fromServer(error);
  toast({ variant: 'destructive', title: 'Not saved', description: failureText(error, 'Not saved') });
};
