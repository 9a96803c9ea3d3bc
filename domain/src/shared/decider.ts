/** What every aggregate exports: the state before any event, how an event changes it, and the rules. */
export type Decider<State, Command, Event> = {
  initialState: State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State) => Event[];
};
