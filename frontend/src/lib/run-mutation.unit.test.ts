import { MutationObserver, QueryClient } from '@tanstack/query-core';
import { describe, expect, it } from 'vitest';
import { runMutation } from './run-mutation';

/** A command whose answer arrives only when the test says so, like a server under load. */
const slowCommand = () => {
  let answer: (value: string) => void = () => {};
  let refuse: (error: Error) => void = () => {};
  const mutationFn = () =>
    new Promise<string>((resolve, reject) => {
      answer = resolve;
      refuse = reject;
    });
  return { mutationFn, answer: (v: string) => answer(v), refuse: (e: Error) => refuse(e) };
};

/** The button's view of a mutation: an observer that is unsubscribed when the button unmounts. */
const mountedButton = (client: QueryClient, mutationFn: () => Promise<string>) => {
  const observer = new MutationObserver<string, Error, void>(client, { mutationFn });
  const unmount = observer.subscribe(() => {});
  return { observer, unmount };
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a command sent from a button that is gone when the answer comes', () => {
  it("loses mutate()'s own success callback, which is why the toast went missing", async () => {
    const command = slowCommand();
    const client = new QueryClient();
    const { observer, unmount } = mountedButton(client, command.mutationFn);
    const seen: string[] = [];
    void observer.mutate(undefined, { onSuccess: (data) => seen.push(data) }).catch(() => {});
    await settle();
    unmount();
    command.answer('cancelled');
    await settle();
    // The command itself succeeded: only the callback of the unmounted button was dropped.
    expect(
      client
        .getMutationCache()
        .getAll()
        .map((m) => m.state.data),
    ).toEqual(['cancelled']);
    expect(seen).toEqual([]);
  });

  it('still reports the success when run through runMutation', async () => {
    const command = slowCommand();
    const { observer, unmount } = mountedButton(new QueryClient(), command.mutationFn);
    const seen: string[] = [];
    runMutation({ mutateAsync: () => observer.mutate() }, undefined, { onSuccess: (d) => seen.push(d) });
    await settle();
    unmount();
    command.answer('cancelled');
    await settle();
    expect(seen).toEqual(['cancelled']);
  });

  it('still reports the refusal, as an Error, when run through runMutation', async () => {
    const command = slowCommand();
    const { observer, unmount } = mountedButton(new QueryClient(), command.mutationFn);
    const refusals: string[] = [];
    runMutation({ mutateAsync: () => observer.mutate() }, undefined, {
      onError: (error) => refusals.push(error.message),
    });
    await settle();
    unmount();
    command.refuse(new Error('The session has started'));
    await settle();
    expect(refusals).toEqual(['The session has started']);
  });
});
